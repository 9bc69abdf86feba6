import type { EntityManager } from 'typeorm';

/** TypeORM's record of the applied migrations: the manifest names the level, the target's own migrations write it. */
export const MIGRATIONS_TABLE = 'migrations';

export interface DumpedTable {
  readonly name: string;
  /** Stored columns in their order (generated ones are left to the target to compute). */
  readonly columns: readonly string[];
}

export interface SequenceValue {
  readonly name: string;
  /** null: never used. */
  readonly lastValue: string | null;
}

type Query = Pick<EntityManager, 'query'>;

/** The current schema's tables but the migrations' record, each after every table it references. */
export async function tablesParentsFirst(db: Query): Promise<DumpedTable[]> {
  const columns = (await db.query(
    `SELECT c.relname AS table, a.attname AS column FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace AND c.relname <> $1
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  )) as { table: string; column: string }[];
  const references = (await db.query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace AND child.oid <> parent.oid`,
  )) as { child: string; parent: string }[];
  const byTable = new Map<string, string[]>();
  for (const row of columns) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row.column]);
  const ordered: string[] = [];
  const left = new Set(byTable.keys());
  while (left.size > 0) {
    const free = [...left].filter((table) => !references.some((edge) => edge.child === table && left.has(edge.parent)));
    // A cycle of references (none in this schema): the rest in name order.
    const next = free.length > 0 ? free : [...left];
    for (const table of next) left.delete(table);
    ordered.push(...next);
  }
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/** The current schema's sequences (identity columns' too) and where each stands. */
export async function sequenceValues(db: Query): Promise<SequenceValue[]> {
  const rows = (await db.query(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
  )) as SequenceValue[];
  return rows.map((row) => ({ name: row.name, lastValue: row.lastValue ?? null }));
}

/** The last migration applied, or null when none is. */
export async function migrationLevel(db: Query): Promise<string | null> {
  const exists = (await db.query(`SELECT to_regclass($1) IS NOT NULL AS found`, [MIGRATIONS_TABLE])) as { found: boolean }[];
  if (!exists[0].found) return null;
  const rows = (await db.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp DESC, id DESC LIMIT 1`)) as { name: string }[];
  return rows[0]?.name ?? null;
}

/** Rows of each table, exactly (`count(*)`), in the snapshot of the caller's transaction. */
export async function rowCounts(db: Query, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = Number(((await db.query(`SELECT count(*)::text AS n FROM ${quoted(table)}`)) as { n: string }[])[0].n);
  }
  return counts;
}

export const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
