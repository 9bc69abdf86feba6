import type { Repositories } from '@gig/domain';
import { anEmployment, aProfile } from './persistence-harness';

const aDayOf = (accountId: string) => ({ accountId, earningDate: '2025-01-01', amountCents: 100, currency: 'mxn', countTrips: 1 });

/** Gives `gone` everything that hangs off an account (a day of earnings, a profile, an employment record, a job) and `kept` a day of earnings. */
export async function seedAccountData(repos: Repositories, goneId: string, keptId: string): Promise<void> {
  await repos.earnings.upsert([aDayOf(goneId), aDayOf(keptId)]);
  await repos.accountData.saveProfile(goneId, aProfile());
  await repos.accountData.saveEmployment(goneId, anEmployment());
  await repos.jobs.enqueue('retrieve_account_data', goneId, new Date('2025-01-01T00:00:00.000Z'));
}

/** After `gone` was deleted: what `seedAccountData` hung off it went with it (ON DELETE CASCADE), and `kept` still has its earnings. */
export async function expectAccountDataCascaded(repos: Repositories, goneId: string, keptId: string): Promise<void> {
  expect(await repos.accountData.findProfile(goneId)).toBeNull();
  expect(await repos.accountData.findEmployment(goneId)).toBeNull();
  expect(await repos.jobs.claim('worker-1', new Date('2030-01-01T00:00:00.000Z'), 60_000)).toBeNull();
  const range = { start: '2025-01-01', end: '2025-01-31' };
  const firstPage = { page: 1, itemsPerPage: 10 };
  expect(await repos.earnings.search(goneId, range, firstPage)).toEqual({ rows: [], total: 0 });
  expect(await repos.earnings.search(keptId, range, firstPage)).toEqual({ rows: [aDayOf(keptId)], total: 1 });
}
