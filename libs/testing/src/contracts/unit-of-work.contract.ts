import { accountStatus } from '@gig/domain';
import { aCompany, anAccount, anEmployment, aProfile, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

export function describeUnitOfWorkContract(name: string, make: MakePersistenceHarness): void {
  describe(`UnitOfWork contract: ${name}`, () => {
    const harness = useHarness(make);

    it('keeps everything written when the work succeeds', async () => {
      const company = aCompany();
      const result = await harness().unitOfWork.run(async (repos) => {
        await repos.companies.create(company);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await harness().repositories.companies.findById(company.id)).toEqual(company);
    });

    it('keeps nothing when the work fails', async () => {
      const company = aCompany();
      const failing = harness().unitOfWork.run(async (repos) => {
        await repos.companies.create(company);
        expect(await repos.companies.findById(company.id)).toEqual(company);
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await harness().repositories.companies.findById(company.id)).toBeNull();
    });

    it('binds every repository to the work: a failure undoes account state, data, jobs and limits alike', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { status: accountStatus.syncing });
      await repos.accounts.create(account);
      const at = new Date('2025-05-01T12:00:00.000Z');
      const failing = harness().unitOfWork.run(async (tx) => {
        await tx.accounts.updateState(account.id, { status: accountStatus.success, statusDetails: null, warning: null, nextStep: null, lastSuccessfulConnection: '2025-05-01' }, at);
        await tx.accounts.saveSession(account.id, 'v1.sealed');
        await tx.accountData.saveProfile(account.id, aProfile());
        await tx.accountData.saveEmployment(account.id, anEmployment());
        await tx.earnings.upsert([{ accountId: account.id, earningDate: '2025-05-01', amountCents: 1, currency: 'mxn', countTrips: 1 }]);
        await tx.jobs.enqueue('retrieve_account_data', account.id, at);
        await tx.loginLimits.save({ companyId: company.id, platform: 'uber', identifier: account.identifier, lastSuccessAt: at, blockedUntil: null, blockCode: null });
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await repos.accounts.findAnyById(account.id)).toEqual(account);
      expect(await repos.accounts.findSession(account.id)).toBeNull();
      expect(await repos.accountData.findProfile(account.id)).toBeNull();
      expect(await repos.accountData.findEmployment(account.id)).toBeNull();
      expect(await repos.earnings.search(account.id, { start: '2025-05-01', end: '2025-05-01' }, { page: 1, itemsPerPage: 10 })).toEqual({ rows: [], total: 0 });
      expect(await repos.jobs.claim('worker-1', at, 60_000)).toBeNull();
      expect(await repos.loginLimits.find(company.id, 'uber', account.identifier)).toBeNull();
    });

    it('keeps what every repository wrote when the work succeeds', async () => {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const account = anAccount(user, { status: accountStatus.syncing });
      await repos.accounts.create(account);
      const at = new Date('2025-05-01T12:00:00.000Z');
      await harness().unitOfWork.run(async (tx) => {
        await tx.accountData.saveProfile(account.id, aProfile());
        await tx.jobs.enqueue('retrieve_account_data', account.id, at);
      });
      expect(await repos.accountData.findProfile(account.id)).toEqual(aProfile());
      expect(await repos.jobs.claim('worker-1', at, 60_000)).toMatchObject({ subjectId: account.id, attempts: 1 });
    });
  });
}
