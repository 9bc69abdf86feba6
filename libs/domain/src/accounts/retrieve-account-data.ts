import { checkRetrievedData } from '../connectors/check-retrieved-data';
import { storeRetrievedData } from './store-retrieved-data';
import { retryDelayMs, retryPolicyFor } from '../jobs/retry-policies';
import { calendarDateAt } from '../dates/calendar-date';
import { isDomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import type { Job } from '../jobs/job';
import type { Account, AccountState } from './account';
import { accountStatus, awaitsRetrieval, ForbiddenTransition, transition } from './account-lifecycle';
import { findJobSubject } from './job-subject';
import type { UserRepository } from '../ports/user-repository.port';
import type { WebhookAction, WebhookEvent } from '../webhooks/webhook-event';
import { accountEvent } from '../webhooks/webhook-events';
import { nextRefreshAt, RefreshPolicy } from '../refresh/refresh-policy';
import type { Clock } from '../ports/clock.port';
import type { JobLease } from '../ports/job-queue.port';
import type { AccountRepository } from '../ports/account-repository.port';
import type { CompanyRepository } from '../ports/company-repository.port';
import type { PlatformConnectors } from '../ports/platform-connector.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { PlatformRegistry } from '../platforms/platform-registry';

export interface RetrieveAccountDataDeps {
  readonly accounts: Pick<AccountRepository, 'findAnyById' | 'findSession'>;
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  readonly platforms: PlatformRegistry;
  readonly connectors: PlatformConnectors;
  readonly secrets: SecretBox;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** The refresh cadence: a connected account's first refresh is planned when its retrieval ends. */
  readonly refresh: RefreshPolicy;
}

export interface RetrievalOutcome {
  /** When to try again; absent when the job is finished (either way). */
  readonly retryAt?: Date;
}

/**
 * After Validation: retrieves earnings, profile and employment and stores them in one transaction,
 * with the events they cause (`login.success`, `account.connected` the first time, `earnings.updated`,
 * `profile.updated`, `employment.*` only for data that changed; `login.error` after the last try).
 * Every write first renews the job's lease in its transaction: a worker that lost the job to another
 * (its lease ran out) writes nothing.
 */
export class RetrieveAccountData {
  constructor(private readonly deps: RetrieveAccountDataDeps) {}

  async execute(job: Job, lease: JobLease): Promise<RetrievalOutcome> {
    const { accounts, clock } = this.deps;
    const subject = await findJobSubject(this.deps, job, awaitsRetrieval);
    if (!subject) return {};
    const { account, platform, company, externalId } = subject;
    try {
      const sealed = await accounts.findSession(account.id);
      const session = sealed === null ? null : this.deps.secrets.open(sealed);
      const connector = this.deps.connectors.connectorFor(company.environment, platform);
      const data = await connector.retrieve({ platform, country: account.country, identifier: account.identifier, session });
      checkRetrievedData(data);
      const today = calendarDateAt(clock.now(), 'America/Mexico_City');
      await this.deps.unitOfWork.run(async (tx) => {
        if (!(await lease.renew(tx.jobs))) return;
        const changes = await storeRetrievedData(tx, account.id, data);
        const state: AccountState = { status: transition(account.status, accountStatus.success, 'retrieve'), statusDetails: null, warning: data.warning, nextStep: null, lastSuccessfulConnection: today };
        const now = clock.now();
        await tx.accounts.updateState(account.id, state, now);
        await tx.accounts.scheduleRefresh(account.id, account.refreshEnabled ? nextRefreshAt(this.deps.refresh, platform, now) : null);
        const actions: WebhookAction[] = ['login.success', ...(account.lastSuccessfulConnection === null ? ['account.connected' as const] : []), ...changes];
        await tx.outbox.record(...actions.map((action) => accountEvent(action, account, state, externalId, now)));
      });
      return {};
    } catch (error) {
      if (error instanceof ForbiddenTransition) throw error;
      const code: ErrorCode = isDomainError(error) ? error.code : 'platform_unknown_error';
      const policy = retryPolicyFor(code);
      if (policy && job.attempts < policy.maxAttempts) {
        // Still syncing; status_details tells the client why it takes longer.
        if (!(await this.write(lease, account, { status: transition(account.status, accountStatus.syncing, 'retrieve'), statusDetails: code, warning: null, nextStep: null }))) return {};
        const delay = retryDelayMs(policy, job.attempts);
        return { retryAt: new Date(clock.now().getTime() + delay) };
      }
      const failed: AccountState = { status: transition(account.status, accountStatus.error, 'retrieve'), statusDetails: code, warning: null, nextStep: null };
      if (!(await this.write(lease, account, failed, accountEvent('login.error', account, failed, externalId, clock.now())))) return {};
      if (!isDomainError(error)) throw error;
      return {};
    }
  }

  /** The account's new state (and its event), if this worker still holds the job; false when another one took it over. */
  private write(lease: JobLease, account: Account, state: AccountState, event?: WebhookEvent): Promise<boolean> {
    return this.deps.unitOfWork.run(async (tx) => {
      if (!(await lease.renew(tx.jobs))) return false;
      await tx.accounts.updateState(account.id, state, this.deps.clock.now());
      if (event) await tx.outbox.record(event);
      return true;
    });
  }
}
