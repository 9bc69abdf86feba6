import { addDays } from '@gig/domain';
import { TypeOrmEarningsRepository } from '@gig/persistence';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { log } from '../bench-script';

const END = '2025-12-31';

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the aggregated read's own SQL (taken from the repository, not copied)
 * for a user of each bench database: `node dist/tools/bench/tools/bench/src/scale/explain-read.js [--unvacuumed-days N] [URL …]`
 * (default gig_bench_x1 and gig_bench_x10). Each plan is the second of two runs: the steady state the load sees.
 * `--unvacuumed-days N` first writes N more days for every account, as syncs would before autovacuum
 * comes by, and reads the 365 days ending with them, inside a transaction rolled back afterwards.
 * `--table NAME` reads another table of the same shape instead of daily_earnings (a partitioned trial copy).
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--unvacuumed-days');
  const newDays = at >= 0 ? Number(args.splice(at, 2)[1]) : 0;
  const tableAt = args.indexOf('--table');
  const table = tableAt >= 0 ? args.splice(tableAt, 2)[1] : 'daily_earnings';
  const urls = args;
  if (urls.length === 0) urls.push('postgres://postgres@127.0.0.1:5432/gig_bench_x1', 'postgres://postgres@127.0.0.1:5432/gig_bench_x10');
  for (const url of urls) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ company_id: string; id: string }>(
        `SELECT company_id, id FROM users WHERE right(external_id, 1) IN ('0', '2', '4', '6', '8') ORDER BY random() LIMIT 1`,
      );
      const end = addDays(END, newDays);
      const [captured, params] = await capturedQuery(rows[0].company_id, rows[0].id, end);
      const sql = captured.replace(/FROM daily_earnings\b/g, `FROM ${client.escapeIdentifier(table)}`);
      await client.query('BEGIN');
      if (newDays > 0) {
        await client.query(
          `INSERT INTO ${client.escapeIdentifier(table)} (account_id, earning_date, amount_cents, currency, count_trips)
           SELECT a.id, d::date, 1000, 'mxn', 1 FROM generate_series($1::date + 1, $2::date, interval '1 day') d CROSS JOIN accounts a ORDER BY d`,
          [END, end],
        );
      }
      let plan = '';
      for (let run = 0; run < 2; run++) {
        const result = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
        plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      await client.query('ROLLBACK');
      log(`-- ${new URL(url).pathname.slice(1)}, ${table}, user ${rows[0].id}${newDays ? `, ${newDays} days not yet vacuumed` : ''}\n${plan}\n`);
    } finally {
      await client.end();
    }
  }
}

/** The SQL and parameters the repository sends for a 365-day read of that user. */
async function capturedQuery(companyId: string, userId: string, end: string): Promise<[string, unknown[]]> {
  let captured: [string, unknown[]] | null = null;
  const manager = { query: async (sql: string, params: unknown[]) => ((captured = [sql, params]), []) } as unknown as EntityManager;
  await new TypeOrmEarningsRepository(manager).findForUser(companyId, { userId }, { start: addDays(end, -364), end });
  if (!captured) throw new Error('The repository sent no query');
  return captured;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
