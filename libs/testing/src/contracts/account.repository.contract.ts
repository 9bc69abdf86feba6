import { accountStatus } from '@gig/domain';
import { randomUUID } from 'node:crypto';
import { expectAccountDataCascaded, seedAccountData } from './account-cascade.fixtures';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

const OTHER_COMPANY = '00000000-0000-4000-8000-000000000000';

export function describeAccountRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`AccountRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('lists a user’s accounts oldest first, scoped to the company', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const newer = anAccount(user, { platform: 'rappi', country: 'co', createdAt: new Date('2025-03-02T00:00:00Z') });
      const older = anAccount(user, { lastSuccessfulConnection: '2025-03-01', createdAt: new Date('2025-03-01T00:00:00Z') });
      await repos.accounts.create(newer);
      await repos.accounts.create(older);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([older, newer]);
      expect(await repos.accounts.listByUser(OTHER_COMPANY, user.id)).toEqual([]);
      expect(await repos.accounts.findById(company.id, older.id)).toEqual(older);
      expect(await repos.accounts.findById(OTHER_COMPANY, older.id)).toBeNull();
    });

    it('finds an account by its login and updates its last successful connection', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { identifier: '+525512345678', platform: 'didi' });
      await repos.accounts.create(account);
      expect(await repos.accounts.findByLogin(user.id, 'didi', '+525512345678')).toEqual(account);
      expect(await repos.accounts.findByLogin(user.id, 'uber', '+525512345678')).toBeNull();
      await repos.accounts.setLastSuccessfulConnection(account.id, '2025-04-30');
      expect((await repos.accounts.findById(company.id, account.id))?.lastSuccessfulConnection).toBe('2025-04-30');
      await repos.accounts.setLastSuccessfulConnection(account.id, null);
      expect((await repos.accounts.findById(company.id, account.id))?.lastSuccessfulConnection).toBeNull();
    });

    it('keeps the login state it was created with, wherever the account is read from', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const needsCode = anAccount(user, {
        status: accountStatus.incomplete,
        statusDetails: 'invalid_otp',
        nextStep: 'otp',
        createdAt: new Date('2025-03-01T00:00:00.000Z'),
        updatedAt: new Date('2025-03-01T00:05:00.123Z'),
      });
      const warned = anAccount(user, { platform: 'imss', identifier: 'NUNJ900228HDFXXX01', warning: 'zero_quoted_weeks', createdAt: new Date('2025-03-02T00:00:00.000Z') });
      await repos.accounts.create(needsCode);
      await repos.accounts.create(warned);
      expect(await repos.accounts.findById(company.id, needsCode.id)).toEqual(needsCode);
      expect(await repos.accounts.findAnyById(needsCode.id)).toEqual(needsCode);
      expect(await repos.accounts.findByLogin(user.id, 'imss', 'NUNJ900228HDFXXX01')).toEqual(warned);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([needsCode, warned]);
    });

    it('finds an account by id whatever its company', async () => {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const account = anAccount(user);
      await repos.accounts.create(account);
      expect(await repos.accounts.findAnyById(account.id)).toEqual(account);
      expect(await repos.accounts.findAnyById('00000000-0000-4000-8000-000000000001')).toBeNull();
    });

    it('refuses a second account with the same login for a user', async () => {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      await repos.accounts.create(anAccount(user));
      await expect(repos.accounts.create(anAccount(user))).rejects.toThrow();
      await expect(repos.accounts.create(anAccount(user, { platform: 'didi' }))).resolves.toBeUndefined();
    });

    it('replaces the login state, and the last successful connection only when given', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { lastSuccessfulConnection: '2025-02-01', status: accountStatus.pending, nextStep: 'password' });
      await repos.accounts.create(account);
      const syncingAt = new Date('2025-05-01T10:00:00.250Z');
      await repos.accounts.updateState(account.id, { status: accountStatus.syncing, statusDetails: null, warning: null, nextStep: null }, syncingAt);
      const syncing = { ...account, status: accountStatus.syncing, nextStep: null, updatedAt: syncingAt };
      expect(await repos.accounts.findById(company.id, account.id)).toEqual(syncing);
      const doneAt = new Date('2025-05-01T10:01:00.000Z');
      const done = { status: accountStatus.success, statusDetails: null, warning: 'banned', nextStep: null, lastSuccessfulConnection: '2025-05-01' } as const;
      await repos.accounts.updateState(account.id, done, doneAt);
      expect(await repos.accounts.findById(company.id, account.id)).toEqual({ ...account, ...done, updatedAt: doneAt });
      const failedAt = new Date('2025-05-02T00:00:00.000Z');
      const ended = { status: accountStatus.requiresAuth, statusDetails: 'reauthentication_required', warning: 'needs_auth', nextStep: null, lastSuccessfulConnection: null } as const;
      await repos.accounts.updateState(account.id, ended, failedAt);
      expect(await repos.accounts.findAnyById(account.id)).toEqual({ ...account, ...ended, updatedAt: failedAt });
      await expect(repos.accounts.updateState('00000000-0000-4000-8000-000000000001', done, doneAt)).resolves.toBeUndefined();
    });

    it('keeps the sealed session apart from the account, and clears it', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user);
      await repos.accounts.create(account);
      expect(await repos.accounts.findSession(account.id)).toBeNull();
      await repos.accounts.saveSession(account.id, 'v1.first');
      await repos.accounts.saveSession(account.id, 'v1.aXY=.dGFn.c2VhbGVk');
      expect(await repos.accounts.findSession(account.id)).toBe('v1.aXY=.dGFn.c2VhbGVk');
      expect(await repos.accounts.findById(company.id, account.id)).toEqual(account);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([account]);
      await repos.accounts.saveSession(account.id, null);
      expect(await repos.accounts.findSession(account.id)).toBeNull();
      expect(await repos.accounts.findSession('00000000-0000-4000-8000-000000000001')).toBeNull();
    });

    it('deletes an account of its company with its earnings, session, profile, employment and jobs', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const [gone, kept] = [anAccount(user), anAccount(user, { platform: 'didi' })];
      await repos.accounts.create(gone);
      await repos.accounts.create(kept);
      await seedAccountData(repos, gone.id, kept.id);
      await repos.accounts.saveSession(gone.id, 'v1.sealed');

      expect(await repos.accounts.delete(OTHER_COMPANY, gone.id)).toBe(false);
      expect(await repos.accounts.findById(company.id, gone.id)).toEqual(gone);
      expect(await repos.accounts.delete(company.id, gone.id)).toBe(true);
      expect(await repos.accounts.delete(company.id, gone.id)).toBe(false);

      expect(await repos.accounts.findAnyById(gone.id)).toBeNull();
      expect(await repos.accounts.findSession(gone.id)).toBeNull();
      await expectAccountDataCascaded(repos, gone.id, kept.id);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([kept]);
    });
    it('disconnects an account of its company: its session, claim, plan and live jobs go, its data stays, and only once', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const [gone, kept] = [anAccount(user, { nextRefreshAt: new Date('2025-03-16T00:00:00.000Z') }), anAccount(user, { platform: 'didi' })];
      await repos.accounts.create(gone);
      await repos.accounts.create(kept);
      await seedAccountData(repos, gone.id, kept.id);
      await repos.accounts.saveSession(gone.id, 'v1.sealed');
      const at = new Date('2025-03-15T12:00:00.000Z');
      const longAgo = new Date('2025-03-15T11:00:00.000Z');
      expect(await repos.accounts.claimLogin(gone.id, [accountStatus.success], { token: randomUUID(), at }, longAgo)).toBe(true);

      expect(await repos.accounts.disconnect(OTHER_COMPANY, gone.id, 'worker', at)).toBeNull();
      expect(await repos.accounts.findSession(gone.id)).toBe('v1.sealed');
      const disconnected = await repos.accounts.disconnect(company.id, gone.id, 'worker', at);
      expect(disconnected).toEqual({
        ...gone, status: accountStatus.disconnected, disconnectedBy: 'worker', statusDetails: null, warning: null, nextStep: null,
        refreshEnabled: false, nextRefreshAt: null, updatedAt: at,
      });
      expect(await repos.accounts.findById(company.id, gone.id)).toEqual(disconnected);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual(expect.arrayContaining([disconnected, kept]));
      expect(await repos.accounts.findSession(gone.id)).toBeNull();
      expect(await repos.accounts.claimLogin(gone.id, [accountStatus.disconnected], { token: randomUUID(), at }, longAgo)).toBe(true);
      expect(await repos.jobs.claim('worker-1', new Date('2030-01-01T00:00:00.000Z'), 60_000)).toBeNull();
      expect(await repos.accountData.findProfile(gone.id)).not.toBeNull();
      expect((await repos.earnings.search(gone.id, { start: '2025-01-01', end: '2025-01-31' }, { page: 1, itemsPerPage: 10 })).total).toBe(1);

      expect(await repos.accounts.disconnect(company.id, gone.id, 'company', new Date('2025-03-16T00:00:00.000Z'))).toBeNull();
      expect(await repos.accounts.findById(company.id, gone.id)).toEqual(disconnected);
      expect(await repos.accounts.findById(company.id, kept.id)).toEqual(kept);
    });

    it('connects a disconnected account anew on a new login: who ended the old connection goes, refresh is on again', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user);
      await repos.accounts.create(account);
      const at = new Date('2025-03-15T12:00:00.000Z');
      const longAgo = new Date('2025-03-15T11:00:00.000Z');
      await repos.accounts.disconnect(company.id, account.id, 'worker', at);
      const failed = { token: randomUUID(), at };
      expect(await repos.accounts.claimLogin(account.id, [accountStatus.disconnected], failed, longAgo)).toBe(true);
      expect(await repos.accounts.releaseLogin(account.id, failed, at)).toBe(true);
      expect(await repos.accounts.releaseLogin(account.id, failed, at)).toBe(false);
      expect(await repos.accounts.findById(company.id, account.id)).toMatchObject({ status: accountStatus.disconnected, disconnectedBy: 'worker', refreshEnabled: false });
      const claim = { token: randomUUID(), at };
      expect(await repos.accounts.claimLogin(account.id, [accountStatus.disconnected], claim, longAgo)).toBe(true);
      expect(await repos.accounts.finishLogin(account.id, claim, { status: accountStatus.pending, statusDetails: null, warning: null, nextStep: null }, at)).toBe(true);
      expect(await repos.accounts.findById(company.id, account.id)).toMatchObject({ status: accountStatus.pending, disconnectedBy: null, refreshEnabled: true });
    });

    it('answers already_connected to a second account with the same login, and keeps the first', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const first = anAccount(user);
      await repos.accounts.create(first);
      await expect(repos.accounts.create(anAccount(user))).rejects.toMatchObject({ code: 'already_connected' });
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([first]);
    });

    it('gives a login claim to one caller at a time, for the statuses asked, until it is finished or stale', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { status: accountStatus.pending, nextStep: 'otp' });
      await repos.accounts.create(account);
      const at = new Date('2025-03-15T12:00:00.000Z');
      const first = { token: randomUUID(), at };
      const second = { token: randomUUID(), at: new Date(at.getTime() + 1000) };
      const longAgo = new Date('2025-03-15T11:00:00.000Z');
      expect(await repos.accounts.claimLogin(account.id, [accountStatus.success], first, longAgo)).toBe(false);
      expect(await Promise.all([repos.accounts.claimLogin(account.id, [accountStatus.pending], first, longAgo), repos.accounts.claimLogin(account.id, [accountStatus.pending], second, longAgo)]))
        .toEqual([true, false]);
      const syncing = { status: accountStatus.syncing, statusDetails: null, warning: null, nextStep: null };
      expect(await repos.accounts.finishLogin(account.id, second, syncing, at)).toBe(false);
      expect((await repos.accounts.findById(company.id, account.id))?.status).toBe('pending');
      expect(await repos.accounts.claimLogin(account.id, [accountStatus.pending], second, new Date(at.getTime() + 1))).toBe(true);
      expect(await repos.accounts.finishLogin(account.id, first, syncing, at)).toBe(false);
      expect(await repos.accounts.finishLogin(account.id, second, { ...syncing, lastSuccessfulConnection: '2025-03-14' }, at)).toBe(true);
      expect(await repos.accounts.findById(company.id, account.id)).toMatchObject({ ...syncing, lastSuccessfulConnection: '2025-03-14', updatedAt: at });
      expect(await repos.accounts.claimLogin(account.id, [accountStatus.syncing], first, longAgo)).toBe(true);
      expect(await repos.accounts.finishLogin(account.id, first, { ...syncing, status: accountStatus.success }, at)).toBe(true);
      expect((await repos.accounts.findById(company.id, account.id))?.lastSuccessfulConnection).toBe('2025-03-14');
    });
  });
}
