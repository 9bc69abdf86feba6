import type { Company } from '@gig/domain';
import { PersistenceHarness, seedTwoCompanies } from './persistence-harness';

/** A repository of records a company may hold only so many of. */
interface CompanyLimitedRecords<T> {
  create(record: T): Promise<void>;
  createWithin(record: T, max: number): Promise<boolean>;
  list(companyId: string): Promise<readonly unknown[]>;
}

/** The test every `createWithin` of company-owned records must pass, whichever records it keeps. */
export function itCreatesWithinTheCompanyLimit<T>(
  harness: () => PersistenceHarness,
  recordsIn: (repositories: PersistenceHarness['repositories']) => CompanyLimitedRecords<T>,
  aRecord: (company: Company) => T,
): void {
  it('creates within a limit: concurrent creations never get past it, and another company’s count is its own', async () => {
    const { mine, theirs } = await seedTwoCompanies(harness().repositories);
    const records = recordsIn(harness().repositories);
    await records.create(aRecord(theirs));
    const stored = await Promise.all(Array.from({ length: 12 }, () => records.createWithin(aRecord(mine), 5)));
    expect(stored.filter(Boolean)).toHaveLength(5);
    expect(await records.list(mine.id)).toHaveLength(5);
    expect(await records.createWithin(aRecord(theirs), 2)).toBe(true);
    expect(await records.createWithin(aRecord(theirs), 2)).toBe(false);
  });
}
