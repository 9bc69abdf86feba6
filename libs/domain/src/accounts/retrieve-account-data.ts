import { checkRetrievedData } from '../connectors/check-retrieved-data';
import { calendarDateAt } from '../dates/calendar-date';
import { isDomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import type { Job } from '../jobs/job';
import { findPlatform } from '../platforms/platform-registry';
import type { AccountState } from './account';
import type { ConnectionDeps } from './connection-deps';

/** Failures worth another try later; every other answer of the platform is final. */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'platform_unavailable', 'service_unavailable', 'request_timeout', 'timeout', 'lambda_error', 'connection_error', 'platform_unknown_error',
]);
export const MAX_RETRIEVAL_ATTEMPTS = 3;
const RETRY_DELAYS_MS = [30_000, 120_000];

export interface RetrievalOutcome {
  /** When to try again; absent when the job is finished (either way). */
  readonly retryAt?: Date;
}

/** After Validation: retrieves earnings, profile and employment and stores them in one transaction. */
export class RetrieveAccountData {
  constructor(private readonly deps: ConnectionDeps) {}

  async execute(job: Job): Promise<RetrievalOutcome> {
    const { repositories: repos, clock } = this.deps;
    const account = await repos.accounts.findAnyById(job.accountId);
    const platform = account && findPlatform(account.platform);
    if (!account || !platform || account.status !== 'syncing') return {};
    const company = await repos.companies.findById(account.companyId);
    if (!company) return {};
    try {
      const sealed = await repos.accounts.findSession(account.id);
      const session = sealed === null ? null : this.deps.secrets.open(sealed);
      const connector = this.deps.connectors.connectorFor(company.environment, platform);
      const data = await connector.retrieve({ platform, country: account.country, identifier: account.identifier, session });
      checkRetrievedData(data);
      const today = calendarDateAt(clock.now(), 'America/Mexico_City');
      await this.deps.unitOfWork.run(async (tx) => {
        await tx.earnings.upsert(data.earnings.map((row) => ({ accountId: account.id, ...row })));
        if (data.profile) await tx.accountData.saveProfile(account.id, data.profile);
        if (data.employment) await tx.accountData.saveEmployment(account.id, data.employment);
        const state: AccountState = { status: 'success', statusDetails: null, warning: data.warning, nextStep: null, lastSuccessfulConnection: today };
        await tx.accounts.updateState(account.id, state, clock.now());
      });
      return {};
    } catch (error) {
      const code: ErrorCode = isDomainError(error) ? error.code : 'platform_unknown_error';
      if (TRANSIENT.has(code) && job.attempts < MAX_RETRIEVAL_ATTEMPTS) {
        return { retryAt: new Date(clock.now().getTime() + RETRY_DELAYS_MS[Math.min(job.attempts, RETRY_DELAYS_MS.length) - 1]) };
      }
      await repos.accounts.updateState(account.id, { status: 'error', statusDetails: code, warning: null, nextStep: null }, clock.now());
      if (!isDomainError(error)) throw error;
      return {};
    }
  }
}
