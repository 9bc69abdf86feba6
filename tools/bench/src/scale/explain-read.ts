import { TypeOrmEarningsRepository } from '@gig/persistence';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { log } from '../bench-script';

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the aggregated read's own SQL (taken from the repository, not copied)
 * for a user of each bench database: `node dist/tools/bench/src/scale/explain-read.js [URL …]`
 * (default gig_bench and gig_bench_x10). Each plan is the second of two runs: the steady state the load sees.
 */
async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) urls.push('postgres://postgres@127.0.0.1:5432/gig_bench', 'postgres://postgres@127.0.0.1:5432/gig_bench_x10');
  for (const url of urls) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ company_id: string; id: string }>(
        `SELECT company_id, id FROM users WHERE right(external_id, 1) IN ('0', '2', '4', '6', '8') ORDER BY random() LIMIT 1`,
      );
      const [sql, params] = await capturedQuery(rows[0].company_id, rows[0].id);
      let plan = '';
      for (let run = 0; run < 2; run++) {
        const result = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
        plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      log(`-- ${new URL(url).pathname.slice(1)}, user ${rows[0].id}\n${plan}\n`);
    } finally {
      await client.end();
    }
  }
}

/** The SQL and parameters the repository sends for a 365-day read of that user. */
async function capturedQuery(companyId: string, userId: string): Promise<[string, unknown[]]> {
  let captured: [string, unknown[]] | null = null;
  const manager = { query: async (sql: string, params: unknown[]) => ((captured = [sql, params]), []) } as unknown as EntityManager;
  await new TypeOrmEarningsRepository(manager).findForUser(companyId, { userId }, { start: '2025-01-01', end: '2025-12-31' });
  if (!captured) throw new Error('The repository sent no query');
  return captured;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
