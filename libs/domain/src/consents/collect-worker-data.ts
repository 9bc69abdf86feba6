import type { Account } from '../accounts/account';
import type { AccountEmployment, AccountProfile } from '../accounts/account-data';
import { calendarDateAt } from '../dates/calendar-date';
import type { UploadedDocument } from '../documents/uploaded-document';
import type { DailyEarning } from '../earnings/daily-earning';
import type { Repositories } from '../ports/unit-of-work.port';
import type { Report } from '../reports/report';
import type { User } from '../users/user';
import type { WorkerRequest } from '../worker-requests/worker-request';
import type { Consent } from './consent';
import type { ConsentHistoryEntry } from './consent-history';

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

const everyDay = (now: Date) => ({ start: '2000-01-01', end: calendarDateAt(now, 'America/Mexico_City') });

/** Days of earnings across the user's accounts: what decides whether their copy is made at once or by a job. */
export async function countEarningDays(repos: Repositories, companyId: string, userId: string, now: Date): Promise<number> {
  let days = 0;
  for (const account of await repos.accounts.listByUser(companyId, userId)) {
    days += (await repos.earnings.search(account.id, everyDay(now), { page: 1, itemsPerPage: 1 })).total;
  }
  return days;
}

export async function collectWorkerData(repos: Repositories, companyId: string, user: User, now: Date): Promise<WorkerDataCopy> {
  const accounts: CopiedAccount[] = [];
  for (const account of await repos.accounts.listByUser(companyId, user.id)) {
    accounts.push({
      account,
      earnings: (await repos.earnings.search(account.id, everyDay(now), EVERYTHING)).rows,
      profile: await repos.accountData.findProfile(account.id),
      employment: await repos.accountData.findEmployment(account.id),
    });
  }
  return {
    generatedAt: now, user, accounts,
    documents: (await repos.documents.listForUser(companyId, user.id, EVERYTHING)).items,
    reports: (await repos.reports.listForUser(companyId, user.id, EVERYTHING)).items,
    consents: await repos.consents.listForUser(companyId, user.id),
    requests: await repos.workerRequests.listForUser(companyId, user.id),
    history: await repos.consentHistory.listForUser(companyId, user.id),
  };
}
