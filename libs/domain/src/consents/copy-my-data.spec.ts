import { aPrincipal } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { accountStore, NOW, USER } from '../accounts/account.spec-setup';
import { CopyMyData } from './copy-my-data';

const ACCOUNT_ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const IP = '203.0.113.7';
const worker: Principal = { ...aPrincipal('public'), connect: { tokenId: 'ct-1', userId: USER.id, widgetId: 'widget-1', expiresAt: new Date(NOW.getTime() + 60_000) } };

describe('the worker’s copy of their data', () => {
  it('holds their accounts with every day of earnings and the copy itself in the history; 3 in 24 hours, then again a day later', async () => {
    const t = accountStore([{ id: ACCOUNT_ID, status: 'success' }]);
    await t.repos.earnings.upsert([{ accountId: ACCOUNT_ID, earningDate: '2025-03-01', amountCents: 12_345, currency: 'mxn', countTrips: 3 }]);
    const copy = new CopyMyData({ unitOfWork: t.unitOfWork, clock: t.clock });
    const first = await copy.execute(worker, IP);
    expect(first.user).toEqual(USER);
    expect(first.accounts.map((a) => [a.account.id, a.earnings.map((e) => e.amountCents)])).toEqual([[ACCOUNT_ID, [12_345]]]);
    expect(first.history.map((e) => [e.action, e.by, e.ipAddress])).toEqual([['copy', 'worker', IP]]);
    await copy.execute(worker, IP);
    t.clock.advance(3_600_000);
    await copy.execute(worker, IP);
    await expect(copy.execute(worker, IP)).rejects.toMatchObject({ code: 'too_many_requests' });
    t.clock.advance(23 * 3_600_000 + 1);
    await expect(copy.execute(worker, IP)).resolves.toMatchObject({ user: USER });
    await expect(copy.execute(aPrincipal('private'), IP)).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});
