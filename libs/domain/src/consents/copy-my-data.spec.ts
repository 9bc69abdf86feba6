import { aPrincipal } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { accountStore, NOW, THEIR_USER, USER } from '../accounts/account.spec-setup';
import type { DailyEarning } from '../earnings/daily-earning';
import type { SecretBox } from '../ports/secret-box.port';
import { CopyMyData, CopyOutcome, WorkerDataCopy } from './copy-my-data';
import { LARGE_COPY_EARNING_DAYS } from './data-copy';
import { GetDataCopy } from './get-data-copy';
import { PrepareDataCopy } from './prepare-data-copy';

const ACCOUNT_ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const OTHER_ACCOUNT_ID = '4a2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6c';
const IP = '203.0.113.7';
const connected = (userId: string): Principal => ({
  ...aPrincipal('public'), connect: { tokenId: 'ct-1', userId, widgetId: 'widget-1', expiresAt: new Date(NOW.getTime() + 60_000) },
});
const worker = connected(USER.id);
const secrets: SecretBox = { seal: (t) => `sealed:${t}`, open: (t) => t.slice('sealed:'.length), sealBytes: (b) => b, openBytes: (b) => b };

function ready(outcome: CopyOutcome): WorkerDataCopy {
  if (outcome.status !== 'ready') throw new Error(`expected a copy at once, got ${outcome.status}`);
  return outcome.data;
}

/** `count` consecutive days of earnings of one account, the last on 2025-03-01. */
function days(accountId: string, count: number, from = Date.UTC(2025, 2, 1)): DailyEarning[] {
  return Array.from({ length: count }, (_, i) => ({
    accountId, earningDate: new Date(from - i * 86_400_000).toISOString().slice(0, 10), amountCents: 100 + i, currency: 'mxn' as const, countTrips: 1,
  }));
}

describe('the worker’s copy of their data', () => {
  it('holds their accounts with every day of earnings and the copy itself in the history; 3 in 24 hours, then again a day later', async () => {
    const t = accountStore([{ id: ACCOUNT_ID, status: 'success' }]);
    await t.repos.earnings.upsert([{ accountId: ACCOUNT_ID, earningDate: '2025-03-01', amountCents: 12_345, currency: 'mxn', countTrips: 3 }]);
    const copy = new CopyMyData({ unitOfWork: t.unitOfWork, clock: t.clock });
    const first = ready(await copy.execute(worker, IP));
    expect(first.user).toEqual(USER);
    expect(first.accounts.map((a) => [a.account.id, a.earnings.map((e) => e.amountCents)])).toEqual([[ACCOUNT_ID, [12_345]]]);
    expect(first.history.map((e) => [e.action, e.by, e.ipAddress])).toEqual([['copy', 'worker', IP]]);
    await copy.execute(worker, IP);
    t.clock.advance(3_600_000);
    await copy.execute(worker, IP);
    await expect(copy.execute(worker, IP)).rejects.toMatchObject({ code: 'too_many_requests' });
    t.clock.advance(23 * 3_600_000 + 1);
    expect(ready(await copy.execute(worker, IP)).user).toEqual(USER);
    await expect(copy.execute(aPrincipal('private'), IP)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('is made at once up to LARGE_COPY_EARNING_DAYS days across the accounts, and by a job above, in the same transaction as its record', async () => {
    const t = accountStore([{ id: ACCOUNT_ID, status: 'success' }, { id: OTHER_ACCOUNT_ID, status: 'success' }]);
    await t.repos.earnings.upsert([...days(ACCOUNT_ID, LARGE_COPY_EARNING_DAYS - 1), ...days(OTHER_ACCOUNT_ID, 1)]);
    const queued: number[] = [];
    const copy = new CopyMyData({ unitOfWork: t.unitOfWork, clock: t.clock, jobQueued: () => queued.push(1) });
    expect(ready(await copy.execute(worker, IP)).accounts.flatMap((a) => a.earnings)).toHaveLength(LARGE_COPY_EARNING_DAYS);
    expect([t.store.jobs.size, t.store.dataCopies.size, queued.length]).toEqual([0, 0, 0]);

    await t.repos.earnings.upsert(days(OTHER_ACCOUNT_ID, 1, Date.UTC(2025, 2, 2)));
    const outcome = await copy.execute(worker, IP);
    if (outcome.status !== 'pending') throw new Error('expected a pending copy');
    expect(outcome.copy).toMatchObject({ userId: USER.id, status: 'pending', readyAt: null });
    expect([...t.store.jobs.values()].map((j) => [j.kind, j.subjectId])).toEqual([['prepare_data_copy', outcome.copy.id]]);
    expect(queued).toHaveLength(1);
    expect([...t.store.consentHistory.values()].filter((e) => e.subjectId === outcome.copy.id).map((e) => e.action)).toEqual(['copy']);

    const get = new GetDataCopy({ dataCopies: t.repos.dataCopies, secrets, clock: t.clock });
    await expect(get.execute(worker, outcome.copy.id)).resolves.toEqual({ copy: outcome.copy, json: null });
    await new PrepareDataCopy({ unitOfWork: t.unitOfWork, clock: t.clock, secrets, encode: (data) => JSON.stringify({ days: data.accounts.flatMap((a) => a.earnings).length, user: data.user.id }) })
      .execute({ id: '1', kind: 'prepare_data_copy', subjectId: outcome.copy.id, attempts: 1, runAt: NOW });
    const read = await get.execute(worker, outcome.copy.id);
    expect([read.copy.status, read.json]).toEqual(['ready', JSON.stringify({ days: LARGE_COPY_EARNING_DAYS + 1, user: USER.id })]);
    expect(t.store.dataCopies.get(outcome.copy.id)?.sealedJson?.startsWith('sealed:')).toBe(true);

    await expect(get.execute(connected(THEIR_USER.id), outcome.copy.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(copy.execute(worker, IP)).resolves.toMatchObject({ status: 'pending' });
    await expect(copy.execute(worker, IP)).rejects.toMatchObject({ code: 'too_many_requests' });
    t.clock.advance(86_400_000);
    await expect(get.execute(worker, outcome.copy.id)).rejects.toMatchObject({ code: 'not_found_error' });
  });
});
