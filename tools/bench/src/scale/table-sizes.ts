import { Client } from 'pg';

export interface PartitionSize {
  readonly name: string;
  readonly rows: number;
  /** Heap, indexes and TOAST; the table's own heap; its indexes (bytes). */
  readonly total: number;
  readonly heap: number;
  readonly indexes: number;
}

/** A table's sizes, one row per leaf partition (the table itself when it is not partitioned). */
export async function tableSizes(url: string, table: string): Promise<PartitionSize[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; rows: string; total: string; heap: string; indexes: string }>(
      `SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS rows, pg_total_relation_size(c.oid) AS total,
              pg_relation_size(c.oid) AS heap, pg_indexes_size(c.oid) AS indexes
         FROM pg_class c
        WHERE c.oid IN (SELECT relid FROM pg_partition_tree($1::regclass) WHERE isleaf)
           OR (c.oid = $1::regclass AND c.relkind = 'r')
        ORDER BY c.relname`,
      [table],
    );
    return rows.map((r) => ({ name: r.name, rows: Number(r.rows), total: Number(r.total), heap: Number(r.heap), indexes: Number(r.indexes) }));
  } finally {
    await client.end();
  }
}
