import type { Account } from '../accounts/account';
import type { AccountEmployment, AccountProfile } from '../accounts/account-data';
import { assertAccess, Principal } from '../auth/principal';
import { calendarDateAt } from '../dates/calendar-date';
import type { UploadedDocument } from '../documents/uploaded-document';
import type { DailyEarning } from '../earnings/daily-earning';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Report } from '../reports/report';
import type { User } from '../users/user';
import type { WorkerRequest } from '../worker-requests/worker-request';
import type { Consent } from './consent';
import type { ConsentHistoryEntry } from './consent-history';
import { rightsEvidence } from './rights-evidence';

/** Copies a worker may take in any 24 hours. */
export const COPIES_PER_DAY = 3;
const DAY_MS = 86_400_000;
const EVERYTHING = { page: 1, itemsPerPage: 1_000_000 };

/** One account with all that was read from it. */
export interface CopiedAccount {
  readonly account: Account;
  readonly earnings: readonly DailyEarning[];
  readonly profile: AccountProfile | null;
  readonly employment: AccountEmployment | null;
}

/** Everything the company holds about the worker through the service (issue 43 part 3, LFPDPPP access). */
export interface WorkerDataCopy {
  readonly generatedAt: Date;
  readonly user: User;
  readonly accounts: readonly CopiedAccount[];
  readonly documents: readonly UploadedDocument[];
  readonly reports: readonly Report[];
  readonly consents: readonly Consent[];
  readonly requests: readonly WorkerRequest[];
  readonly history: readonly ConsentHistoryEntry[];
}

/** The worker's copy of their data, with the connect token: at most 3 in 24 hours, each kept in the consent history. */
export class CopyMyData {
  constructor(private readonly deps: { readonly unitOfWork: UnitOfWork; readonly clock: Clock }) {}

  async execute(principal: Principal, ipAddress: string): Promise<WorkerDataCopy> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'Only the worker may ask for their copy, with a connect token (Authorization: Bearer ct_…).');
    const companyId = principal.company.id;
    return this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.clock.now();
      if ((await tx.consentHistory.countSince(companyId, scope.userId, 'copy', new Date(now.getTime() - DAY_MS))) >= COPIES_PER_DAY) {
        throw new DomainError('too_many_requests', `At most ${COPIES_PER_DAY} copies in 24 hours: try again later.`);
      }
      const user = await tx.users.findIncludingBlocked(companyId, { userId: scope.userId });
      if (!user) throw new DomainError('invalid_api_key', 'The connect token’s user no longer exists.');
      await tx.consentHistory.record(rightsEvidence(principal, user.id, 'copy', null, ipAddress, now));
      const range = { start: '2000-01-01', end: calendarDateAt(now, 'America/Mexico_City') };
      const accounts: CopiedAccount[] = [];
      for (const account of await tx.accounts.listByUser(companyId, user.id)) {
        accounts.push({
          account,
          earnings: (await tx.earnings.search(account.id, range, EVERYTHING)).rows,
          profile: await tx.accountData.findProfile(account.id),
          employment: await tx.accountData.findEmployment(account.id),
        });
      }
      return {
        generatedAt: now, user, accounts,
        documents: (await tx.documents.listForUser(companyId, user.id, EVERYTHING)).items,
        reports: (await tx.reports.listForUser(companyId, user.id, EVERYTHING)).items,
        consents: await tx.consents.listForUser(companyId, user.id),
        requests: await tx.workerRequests.listForUser(companyId, user.id),
        history: await tx.consentHistory.listForUser(companyId, user.id),
      };
    });
  }
}
