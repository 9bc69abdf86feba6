import { Client } from 'pg';

/** The seeded book: connected accounts spread over two platforms of each family (the sandbox connector serves them). */
const PLATFORMS = [
  { code: 'uber', curp: false },
  { code: 'didi', curp: false },
  { code: 'rappi', curp: false },
  { code: 'uber_eats', curp: false },
  { code: 'imss', curp: true },
  { code: 'issste', curp: true },
];

/** Runs statements on a connection of its own (the bench's servers hold theirs). */
export async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** `count` connected (`success`) accounts of one company, one user each, planned for refresh a day from now. */
export async function seedConnectedAccounts(url: string, companyId: string, count: number): Promise<void> {
  const codes = PLATFORMS.map((p) => `'${p.code}'`).join(',');
  const curps = PLATFORMS.map((p) => String(p.curp)).join(',');
  await sql(url, `INSERT INTO users (id, company_id, external_id) SELECT gen_random_uuid(), $1, 'bench-' || g FROM generate_series(1, $2) g`, [companyId, count]);
  await sql(
    url,
    `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, last_successful_connection,
                           refresh_enabled, next_refresh_at, created_at, updated_at)
     SELECT gen_random_uuid(), u.company_id, u.id, (ARRAY[${codes}])[1 + n % ${PLATFORMS.length}], 'mx',
            CASE WHEN (ARRAY[${curps}])[1 + n % ${PLATFORMS.length}] THEN 'BENC' || lpad(n::text, 6, '0') || 'HDFXXX01'
                 ELSE 'driver' || n || '@example.com' END,
            'success', current_date - 1, true, now() + interval '1 day', now(), now()
       FROM (SELECT id, company_id, row_number() OVER (ORDER BY external_id) AS n FROM users WHERE company_id = $1) u`,
    [companyId],
  );
  await sql(url, 'VACUUM ANALYZE accounts');
}

/** No refresh queued or running, every account `success` and planned a day ahead, except the first `due` (all when omitted), due a minute ago. */
export async function planCohort(url: string, due?: number): Promise<void> {
  await sql(url, `DELETE FROM jobs WHERE kind = 'refresh_account_data'`);
  await sql(
    url,
    `WITH due AS (SELECT id FROM accounts ORDER BY id ${due === undefined ? '' : `LIMIT ${due}`})
     UPDATE accounts SET status = 'success', status_details = NULL,
            next_refresh_at = CASE WHEN id IN (SELECT id FROM due) THEN now() - interval '1 minute' ELSE now() + interval '1 day' END`,
  );
  await sql(url, 'VACUUM ANALYZE accounts, jobs');
}
