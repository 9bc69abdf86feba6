import { accountStatus } from './account-lifecycle';
import { aPrincipal } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { accountStore, NOW, THEIRS, USER } from './account.spec-setup';
import { DisconnectAccount } from './disconnect-account';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const SIBLING_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';
const OTHER_USER_ID = '9b8a7c6d-5e4f-4321-8abc-def012345678';

const company = aPrincipal('private');
const IP = '203.0.113.7';
const worker = (userId = USER.id): Principal => ({
  ...aPrincipal('public'), connect: { tokenId: 'ct-1', userId, widgetId: 'widget-1', expiresAt: new Date(NOW.getTime() + 60_000) },
});

function setup() {
  const t = accountStore([
    { id: ID, status: 'success', nextRefreshAt: new Date(NOW.getTime() + 3_600_000) },
    { id: SIBLING_ID, platform: 'didi' },
    { id: THEIRS_ID, companyId: THEIRS.id },
  ]);
  t.store.sessions.set(ID, 'v1.sealed');
  const disconnect = new DisconnectAccount({ accounts: t.repos.accounts, unitOfWork: t.unitOfWork, clock: t.clock });
  const events = () => [...t.store.webhookEvents.values()].map(({ action, accountId, userId, externalId, status, disconnectedBy }) => ({ action, accountId, userId, externalId, status, disconnectedBy }));
  return { ...t, disconnect, events };
}

describe('disconnecting an account', () => {
  it.each([
    ['the worker, with a connect token for their own account', worker(), 'worker'],
    ['the company, with a private key', company, 'company'],
  ] as const)('lets %s end it: disconnected with who did it, session and plan gone, announced once', async (_, principal, by) => {
    const { disconnect, store, events } = setup();
    const account = await disconnect.execute(principal, ID.toUpperCase(), IP);
    expect(account).toMatchObject({ id: ID, status: accountStatus.disconnected, disconnectedBy: by, refreshEnabled: false, nextRefreshAt: null, updatedAt: NOW });
    expect(store.accounts.get(ID)).toEqual(account);
    expect(store.sessions.has(ID)).toBe(false);
    expect(events()).toEqual([{ action: 'account.disconnected', accountId: ID, userId: USER.id, externalId: USER.externalId, status: accountStatus.disconnected, disconnectedBy: by }]);
    expect(store.accounts.get(SIBLING_ID)?.status).toBe('success');
    expect([...store.consentHistory.values()]).toEqual([{ id: expect.any(String), companyId: USER.companyId, userId: USER.id, action: 'disconnect', subjectId: ID, by, ipAddress: IP, at: NOW }]);

    await expect(disconnect.execute(company, ID, IP)).resolves.toEqual(account);
    expect(events()).toHaveLength(1);
  });

  it.each([
    ['another company’s account', company, THEIRS_ID],
    ['a missing account', company, '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', company, 'not-a-uuid'],
    ['another worker’s account, for a connect token', worker(OTHER_USER_ID), ID],
  ])('answers %s as absent, changing nothing', async (_, principal, id) => {
    const { disconnect, store, events } = setup();
    await expect(disconnect.execute(principal, id, IP)).rejects.toMatchObject({ code: 'not_found_error' });
    expect(store.accounts.get(ID)?.status).toBe('success');
    expect(events()).toEqual([]);
  });

  it('refuses a public key without a connect token, and a company without write access for the worker', async () => {
    const { disconnect, events } = setup();
    await expect(disconnect.execute(aPrincipal('public'), ID, IP)).rejects.toMatchObject({ code: 'forbidden_error' });
    const closed = { ...worker(), company: { ...worker().company, writeEnabled: false } };
    await expect(disconnect.execute(closed, ID, IP)).rejects.toMatchObject({ code: 'write_permissions_disabled' });
    expect(events()).toEqual([]);
  });

  it('writes nothing when the event cannot be written: the account stays connected', async () => {
    const { disconnect, store, unitOfWork } = setup();
    const run = unitOfWork.run.bind(unitOfWork);
    jest.spyOn(unitOfWork, 'run').mockImplementationOnce((work) => run(async (tx) => {
      jest.spyOn(tx.outbox, 'record').mockRejectedValueOnce(new Error('outbox down'));
      return work(tx);
    }));
    await expect(disconnect.execute(company, ID, IP)).rejects.toThrow('outbox down');
    expect(store.accounts.get(ID)?.status).toBe('success');
    expect(store.sessions.get(ID)).toBe('v1.sealed');
  });
});
