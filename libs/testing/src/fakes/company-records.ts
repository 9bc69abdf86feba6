/** A record a company owns, kept by id in one of the store's maps. */
interface CompanyRecord {
  readonly id: string;
  readonly companyId: string;
}

/** The in-memory repositories' shared moves over such a map: what a primary key and a `company_id` column give the SQL ones. */
export function insertNew<T extends CompanyRecord>(rows: Map<string, T>, record: T, kind: string): void {
  if (rows.has(record.id)) throw new Error(`duplicate ${kind} ${record.id}`);
  rows.set(record.id, record);
}

/** Creates the record unless its company already holds `max` of them. */
export async function createWithin<T extends CompanyRecord>(rows: Map<string, T>, record: T, max: number, create: (record: T) => Promise<void>): Promise<boolean> {
  if (recordsOf(rows, record.companyId).length >= max) return false;
  await create(record);
  return true;
}

export function recordsOf<T extends CompanyRecord>(rows: Map<string, T>, companyId: string): T[] {
  return [...rows.values()].filter((record) => record.companyId === companyId);
}

/** The record, when it is the company's: another company's id finds nothing. */
export function findOwned<T extends CompanyRecord>(rows: Map<string, T>, companyId: string, id: string): T | null {
  const record = rows.get(id);
  return record?.companyId === companyId ? record : null;
}

/** The fields a partial change sets: an `undefined` field leaves the stored value alone. */
export function givenFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

type Dated = { readonly id: string; readonly createdAt: Date };

/** `ORDER BY created_at, id`. */
export const oldestFirst = (a: Dated, b: Dated): number => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** `ORDER BY created_at DESC, id DESC`. */
export const newestFirst = (a: Dated, b: Dated): number => oldestFirst(b, a);
