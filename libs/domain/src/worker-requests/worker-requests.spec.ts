import { aPrincipal } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { accountStore, NOW, THEIR_USER, USER } from '../accounts/account.spec-setup';
import { AskWorkerRequest } from './ask-worker-request';
import { CountWorkerRequests } from './count-worker-requests';
import { ListMyWorkerRequests, ListWorkerRequests } from './list-worker-requests';
import { CompleteWorkerRequest, DeclineWorkerRequest } from './resolve-worker-request';

const ACCOUNT_ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const company = aPrincipal('private');
const IP = '203.0.113.7';
const worker = (userId = USER.id): Principal => ({
  ...aPrincipal('public'), connect: { tokenId: 'ct-1', userId, widgetId: 'widget-1', expiresAt: new Date(NOW.getTime() + 60_000) },
});

function setup() {
  const t = accountStore([{ id: ACCOUNT_ID, status: 'success', nextRefreshAt: new Date(NOW.getTime() + 3_600_000), refreshEnabled: true }]);
  const deps = { workerRequests: t.repos.workerRequests, unitOfWork: t.unitOfWork, clock: t.clock };
  return {
    ...t,
    ask: new AskWorkerRequest(deps),
    list: new ListWorkerRequests(t.repos.workerRequests),
    mine: new ListMyWorkerRequests(t.repos.workerRequests),
    count: new CountWorkerRequests(t.repos.workerRequests, t.clock),
    complete: new CompleteWorkerRequest(deps),
    decline: new DeclineWorkerRequest(deps),
    events: () => [...t.store.webhookEvents.values()].map(({ action, userId, externalId, workerRequest }) => ({ action, userId, externalId, workerRequest })),
  };
}

describe('workers’ requests', () => {
  it('records a deletion asked with a connect token, due in 20 business days, announced, and blocks the user at once', async () => {
    const t = setup();
    // 2025-03-15 is a Saturday in Mexico City: the first business day counted is Monday the 17th.
    const { request, created } = await t.ask.execute(worker(), { type: 'deletion', message: '  Borren mis datos  ' }, IP);
    expect(created).toBe(true);
    expect(request).toMatchObject({ userId: USER.id, externalId: USER.externalId, type: 'deletion', message: 'Borren mis datos', status: 'pending', dueOn: '2025-04-11' });
    expect(t.events()).toEqual([{ action: 'worker_request.created', userId: USER.id, externalId: USER.externalId, workerRequest: { id: request.id, type: 'deletion', dueOn: '2025-04-11' } }]);
    expect(await t.repos.users.findByRef(company.company.id, { userId: USER.id })).toBeNull();
    expect(await t.repos.accounts.findById(company.company.id, ACCOUNT_ID)).toBeNull();
    expect(t.store.accounts.get(ACCOUNT_ID)?.nextRefreshAt).toBeNull();

    const again = await t.ask.execute(worker(), { type: 'deletion', message: null }, IP);
    expect(again).toEqual({ request, created: false });
    expect(t.events()).toHaveLength(1);
    expect(await t.mine.execute(worker())).toEqual([request]);
    expect(await t.mine.execute(worker(THEIR_USER.id))).toEqual([]);
  });

  it('records an objection without blocking anything', async () => {
    const t = setup();
    const { request } = await t.ask.execute(worker(), { type: 'objection', message: '' }, IP);
    expect(request).toMatchObject({ type: 'objection', message: null, status: 'pending' });
    expect(await t.repos.users.findByRef(company.company.id, { userId: USER.id })).toEqual(USER);
  });

  it('refuses what is not a worker’s request: a bare key, a bad type, a message too long', async () => {
    const t = setup();
    await expect(t.ask.execute(company, { type: 'deletion', message: null }, IP)).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(t.ask.execute(worker(), { type: 'erase', message: null }, IP)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'type' }] });
    await expect(t.ask.execute(worker(), { type: 'deletion', message: 'x'.repeat(2001) }, IP)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'message' }] });
    await expect(t.mine.execute(company)).rejects.toMatchObject({ code: 'forbidden_error' });
    expect(t.events()).toEqual([]);
  });

  it('completes a deletion by deleting the user as DELETE /v1/users does, in the same transaction, once', async () => {
    const t = setup();
    const { request } = await t.ask.execute(worker(), { type: 'deletion', message: null }, IP);
    await expect(t.complete.execute(aPrincipal('public'), request.id, IP)).rejects.toMatchObject({ code: 'forbidden_error' });
    const done = await t.complete.execute(company, request.id.toUpperCase(), IP);
    expect(done).toMatchObject({ id: request.id, status: 'completed', userId: null, resolvedAt: NOW });
    expect(t.store.users.has(USER.id)).toBe(false);
    expect(t.store.accounts.has(ACCOUNT_ID)).toBe(false);
    expect(t.events().map((e) => e.action)).toEqual(['worker_request.created', 'user.deleted']);
    const history = [...t.store.consentHistory.values()].map(({ userId, action, subjectId, by, ipAddress }) => ({ userId, action, subjectId, by, ipAddress }));
    expect(history).toEqual([
      { userId: null, action: 'request', subjectId: request.id, by: 'worker', ipAddress: IP },
      { userId: null, action: 'complete', subjectId: request.id, by: 'company', ipAddress: IP },
    ]);
    await expect(t.complete.execute(company, request.id, IP)).rejects.toMatchObject({ code: 'bad_request' });
    expect(await t.list.execute(company, 'completed')).toEqual([{ ...done }]);
  });

  it('declines with a reason the worker sees, unblocking the user and making refresh due', async () => {
    const t = setup();
    const { request } = await t.ask.execute(worker(), { type: 'deletion', message: null }, IP);
    await expect(t.decline.execute(company, request.id, '  ', IP)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'reason' }] });
    const declined = await t.decline.execute(company, request.id, 'Debemos conservar el expediente del crédito', IP);
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Debemos conservar el expediente del crédito', resolvedAt: NOW });
    expect(await t.mine.execute(worker())).toEqual([declined]);
    expect(await t.repos.users.findByRef(company.company.id, { userId: USER.id })).toEqual(USER);
    expect(t.store.accounts.get(ACCOUNT_ID)?.nextRefreshAt).toEqual(NOW);
    expect((await t.repos.consentHistory.listForUser(company.company.id, USER.id)).map((e) => `${e.action} by ${e.by}`).sort()).toEqual(['decline by company', 'request by worker']);
    await expect(t.decline.execute(company, request.id, 'again', IP)).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('answers another company’s, a missing or a malformed request as absent; lists by status and refuses an unknown one', async () => {
    const t = setup();
    const { request } = await t.ask.execute(worker(), { type: 'objection', message: null }, IP);
    const theirs = aPrincipal('private', { id: 'company-2' });
    await expect(t.complete.execute(theirs, request.id, IP)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(t.decline.execute(company, 'nope', 'x', IP)).rejects.toMatchObject({ code: 'not_found_error' });
    expect(await t.list.execute(company, 'pending')).toEqual([request]);
    expect(await t.list.execute(theirs, null)).toEqual([]);
    await expect(t.list.execute(company, 'open')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'status' }] });
  });

  it('counts the company’s pending requests, overdue from the day after the due day in Mexico City', async () => {
    const t = setup();
    await t.ask.execute(worker(), { type: 'objection', message: null }, IP);
    expect(await t.count.execute(company)).toEqual({ pending: 1, overdue: 0 });
    t.clock.set('2025-04-12T05:59:00.000Z'); // still 2025-04-11, the due day, in Mexico City
    expect(await t.count.execute(company)).toEqual({ pending: 1, overdue: 0 });
    t.clock.set('2025-04-12T06:00:00.000Z');
    expect(await t.count.execute(company)).toEqual({ pending: 1, overdue: 1 });
    await expect(t.count.execute(worker())).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});
