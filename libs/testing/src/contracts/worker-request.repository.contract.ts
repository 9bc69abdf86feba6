import { randomUUID } from 'node:crypto';
import type { User, WorkerRequest } from '@gig/domain';
import { aDocument } from './document.fixtures';
import { anAccount, aUser, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';
import { aReport, NO_REPORT_LIMITS } from './report.fixtures';

const OTHER_COMPANY = '00000000-0000-4000-8000-000000000000';
const AT = new Date('2026-12-02T12:00:00.000Z');
const LATER = new Date('2026-12-03T12:00:00.000Z');
const WINDOW = { start: '2026-11-01', end: '2026-12-31' };

const aRequest = (user: User, overrides: Partial<WorkerRequest> = {}): WorkerRequest => ({
  id: randomUUID(), companyId: user.companyId, userId: user.id, externalId: user.externalId, type: 'deletion', message: 'Borren mis datos',
  status: 'pending', dueOn: '2026-12-30', declineReason: null, createdAt: AT, resolvedAt: null, ...overrides,
});

export function describeWorkerRequestRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`WorkerRequestRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('keeps a request exactly, lists the company’s pending first by due day and a user’s newest first, and no other company’s', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const objection = aRequest(user, { type: 'objection', message: null, dueOn: '2026-12-31', createdAt: LATER });
      const deletion = aRequest(user);
      expect(await repos.workerRequests.create(objection)).toEqual({ request: objection, created: true });
      expect(await repos.workerRequests.create(deletion)).toEqual({ request: deletion, created: true });
      expect(await repos.workerRequests.find(company.id, deletion.id)).toEqual(deletion);
      expect(await repos.workerRequests.find(OTHER_COMPANY, deletion.id)).toBeNull();
      expect(await repos.workerRequests.list(company.id, null)).toEqual([deletion, objection]);
      expect(await repos.workerRequests.list(company.id, 'declined')).toEqual([]);
      expect(await repos.workerRequests.listForUser(company.id, user.id)).toEqual([objection, deletion]);
      expect(await repos.workerRequests.list(OTHER_COMPANY, null)).toEqual([]);
      const declined = await repos.workerRequests.decline(company.id, deletion.id, 'Obligación legal de conservar', LATER);
      expect(await repos.workerRequests.list(company.id, null)).toEqual([objection, declined]);
      expect(await repos.workerRequests.list(company.id, 'pending')).toEqual([objection]);
    });

    it('counts the company’s pending requests and those due before today, not answered ones nor another company’s', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const other = await seedUser(repos);
      await repos.workerRequests.create(aRequest(user, { dueOn: '2026-12-01' }));
      const objection = aRequest(user, { type: 'objection', dueOn: '2026-12-02' });
      await repos.workerRequests.create(objection);
      await repos.workerRequests.create(aRequest(other.user, { dueOn: '2026-11-30' }));
      expect(await repos.workerRequests.countPending(company.id, '2026-12-02')).toEqual({ pending: 2, overdue: 1 });
      expect(await repos.workerRequests.countPending(company.id, '2026-12-03')).toEqual({ pending: 2, overdue: 2 });
      await repos.workerRequests.decline(company.id, objection.id, 'Obligación legal de conservar', LATER);
      expect(await repos.workerRequests.countPending(company.id, '2026-12-03')).toEqual({ pending: 1, overdue: 1 });
      expect(await repos.workerRequests.countPending(OTHER_COMPANY, '2026-12-03')).toEqual({ pending: 0, overdue: 0 });
    });

    it('answers the pending request of the same type instead of a second one', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const first = aRequest(user);
      await repos.workerRequests.create(first);
      expect(await repos.workerRequests.create(aRequest(user, { message: 'otra vez' }))).toEqual({ request: first, created: false });
      expect(await repos.workerRequests.list(company.id, null)).toEqual([first]);
    });

    it('blocks the user of a pending deletion at once: not found, their accounts not found, no earnings, no refresh, no live job', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { nextRefreshAt: LATER, lastSuccessfulConnection: '2026-12-01' });
      await repos.accounts.create(account);
      await repos.jobs.enqueue('refresh_account_data', account.id, AT);
      await repos.workerRequests.create(aRequest(user, { type: 'objection' }));
      expect(await repos.users.findByRef(company.id, { userId: user.id })).toEqual(user);

      await repos.workerRequests.create(aRequest(user));
      expect(await repos.users.findByRef(company.id, { userId: user.id })).toBeNull();
      expect(await repos.users.findByRef(company.id, { externalId: user.externalId ?? '' })).toBeNull();
      expect(await repos.users.findIncludingBlocked(company.id, { userId: user.id })).toEqual(user);
      expect(await repos.accounts.findById(company.id, account.id)).toBeNull();
      expect(await repos.earnings.findForUser(company.id, { userId: user.id }, WINDOW)).toBeNull();
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([{ ...account, nextRefreshAt: null }]);
      expect(await repos.refreshes.anyDue(new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
      expect(await repos.jobs.claim('worker-1', new Date('2030-01-01T00:00:00.000Z'), 60_000)).toBeNull();
    });

    it('leaves a blocked user out of the directories, and their reports and documents out of the finds, until the deletion is declined', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos, { externalId: 'blocked-1' });
      const neighbour = aUser(company.id, { externalId: 'blocked-2', createdAt: LATER });
      await repos.users.create(neighbour);
      await repos.accounts.create(anAccount(user));
      await repos.accounts.create(anAccount(neighbour, { createdAt: LATER }));
      const report = aReport(user);
      expect(await repos.reports.createWithin(report, NO_REPORT_LIMITS)).toBe('created');
      const document = aDocument(user);
      await repos.documents.create(document, new Uint8Array([1, 2, 3]));
      const page = { page: 1, itemsPerPage: 10 };
      const visible = async () => ({
        users: (await repos.userDirectory.search(company.id, '', page)).items.map((u) => u.user.externalId),
        usersFound: (await repos.userDirectory.search(company.id, 'blocked-1', page)).total,
        accounts: (await repos.accountDirectory.list(company.id, {}, page)).items.map((a) => a.externalId),
        accountsTotal: (await repos.accountDirectory.list(company.id, {}, page)).total,
        report: (await repos.reports.find(company.id, report.id))?.id ?? null,
        document: (await repos.documents.find(company.id, document.id))?.id ?? null,
      });
      const all = { users: ['blocked-2', 'blocked-1'], usersFound: 1, accounts: ['blocked-2', 'blocked-1'], accountsTotal: 2, report: report.id, document: document.id };
      expect(await visible()).toEqual(all);

      const request = aRequest(user);
      await repos.workerRequests.create(request);
      expect(await visible()).toEqual({ users: ['blocked-2'], usersFound: 0, accounts: ['blocked-2'], accountsTotal: 1, report: null, document: null });
      await repos.workerRequests.decline(company.id, request.id, 'Obligación legal de conservar', LATER);
      expect(await visible()).toEqual(all);
    });

    it('declines a pending request once, for its company only; a declined deletion unblocks the user and makes refresh due', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { nextRefreshAt: LATER });
      await repos.accounts.create(account);
      const request = aRequest(user);
      await repos.workerRequests.create(request);
      expect(await repos.workerRequests.decline(OTHER_COMPANY, request.id, 'no', LATER)).toBeNull();
      const declined = { ...request, status: 'declined', declineReason: 'Obligación legal de conservar', resolvedAt: LATER };
      expect(await repos.workerRequests.decline(company.id, request.id, 'Obligación legal de conservar', LATER)).toEqual(declined);
      expect(await repos.workerRequests.decline(company.id, request.id, 'again', LATER)).toBeNull();
      expect(await repos.workerRequests.complete(company.id, request.id, LATER)).toBeNull();
      expect(await repos.users.findByRef(company.id, { userId: user.id })).toEqual(user);
      expect(await repos.accounts.findById(company.id, account.id)).toEqual({ ...account, nextRefreshAt: LATER });
    });

    it('completes a pending request once, and keeps it without its user once the user is deleted', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const request = aRequest(user);
      await repos.workerRequests.create(request);
      expect(await repos.workerRequests.complete(OTHER_COMPANY, request.id, LATER)).toBeNull();
      const completed = { ...request, status: 'completed', resolvedAt: LATER };
      expect(await repos.workerRequests.complete(company.id, request.id, LATER)).toEqual(completed);
      expect(await repos.workerRequests.complete(company.id, request.id, LATER)).toBeNull();
      expect(await repos.users.delete(company.id, user.id)).toBe(true);
      expect(await repos.workerRequests.find(company.id, request.id)).toEqual({ ...completed, userId: null });
    });
  });
}
