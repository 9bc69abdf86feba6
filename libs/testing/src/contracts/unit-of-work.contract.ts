import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';

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
  });
}
