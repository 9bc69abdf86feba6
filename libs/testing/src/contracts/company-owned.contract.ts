import type { Company } from '@gig/domain';
import { PersistenceHarness, seedTwoCompanies } from './persistence-harness';

/** A repository of records each company sees only its own of. */
interface CompanyOwnedRecords<T> {
  create(record: T): Promise<void>;
  list(companyId: string): Promise<readonly T[]>;
  find(companyId: string, id: string): Promise<T | null>;
}

/** Two records of `mine` in the order the repository lists them, and one of `theirs`. */
interface OwnedRecords<T> {
  readonly listed: readonly [T, T];
  readonly other: T;
}

/**
 * The test every repository of company-owned records must pass: it keeps each record exactly, lists a company's
 * in its order (they are created in the other order), and finds neither another company's record nor a malformed id.
 */
export function itKeepsACompanysOwn<T extends { readonly id: string }>(
  title: string,
  harness: () => PersistenceHarness,
  recordsIn: (repositories: PersistenceHarness['repositories']) => CompanyOwnedRecords<T>,
  records: (mine: Company, theirs: Company) => OwnedRecords<T>,
): void {
  it(title, async () => {
    const { mine, theirs } = await seedTwoCompanies(harness().repositories);
    const store = recordsIn(harness().repositories);
    const { listed: [first, second], other } = records(mine, theirs);
    for (const record of [second, other, first]) await store.create(record);
    expect(await store.list(mine.id)).toEqual([first, second]);
    for (const record of [first, second]) expect(await store.find(mine.id, record.id)).toEqual(record);
    expect(await store.find(mine.id, other.id)).toBeNull();
    expect(await store.find(mine.id, 'not-a-uuid')).toBeNull();
  });
}
