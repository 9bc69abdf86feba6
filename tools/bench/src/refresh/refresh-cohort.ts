import { PlatformRegistry, systemClock } from '@gig/domain';
import { AesGcmSecretBox } from '@gig/persistence';
import { SandboxPlatformConnector } from '@gig/sandbox';
import { Client } from 'pg';

export interface BenchPlatform {
  readonly code: string;
  readonly curp: boolean;
}

/** The seeded book: connected accounts spread over two platforms of each family (the sandbox connector serves them). */
export const ALL_FAMILIES: readonly BenchPlatform[] = [
  { code: 'uber', curp: false },
  { code: 'didi', curp: false },
  { code: 'rappi', curp: false },
  { code: 'uber_eats', curp: false },
  { code: 'imss', curp: true },
  { code: 'issste', curp: true },
];

/** Two platforms of each gig family (ride-hailing, delivery): those whose live extraction service the bench can stand in for. */
export const GIG_FAMILIES: readonly BenchPlatform[] = ALL_FAMILIES.filter((platform) => !platform.curp);

/** A well-formed CURP unique to row `n` (up to 336,000): its birth date and last digit count `n`. */
const CURP_OF_N = `'BENC' || lpad((n % 100)::text, 2, '0') || lpad((1 + (n / 100) % 12)::text, 2, '0')
  || lpad((1 + (n / 1200) % 28)::text, 2, '0') || 'HDFXXX0' || ((n / 33600) % 10)::text`;

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
export async function seedConnectedAccounts(url: string, companyId: string, count: number, platforms: readonly BenchPlatform[]): Promise<void> {
  const codes = platforms.map((p) => `'${p.code}'`).join(',');
  const curps = platforms.map((p) => String(p.curp)).join(',');
  await sql(url, `INSERT INTO users (id, company_id, external_id) SELECT gen_random_uuid(), $1, 'bench-' || g FROM generate_series(1, $2) g`, [companyId, count]);
  await sql(
    url,
    `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, last_successful_connection,
                           refresh_enabled, next_refresh_at, created_at, updated_at)
     SELECT gen_random_uuid(), u.company_id, u.id, (ARRAY[${codes}])[1 + n % ${platforms.length}], 'mx',
            CASE WHEN (ARRAY[${curps}])[1 + n % ${platforms.length}] THEN ${CURP_OF_N}
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

/** What a seeded account's session is: the sandbox's, or a live extraction service's session id. */
export type SessionOf = (account: { id: string; platform: string; identifier: string }) => Promise<string>;

/** The session a sandbox login leaves (the connector's own login steps, a code or password where it asks one). */
export function sandboxSessions(platforms: PlatformRegistry): SessionOf {
  const connector = new SandboxPlatformConnector(systemClock);
  return async ({ platform: code, identifier }) => {
    const platform = platforms.find(code);
    if (!platform) throw new Error(`${code} is not a known platform`);
    let progress = await connector.startLogin({ platform, country: 'mx', identifier });
    if (progress.nextStep) {
      const secret = progress.nextStep === 'otp' ? '123456' : 'bench-password';
      progress = await connector.verify({ platform, country: 'mx', identifier, session: progress.session, method: progress.nextStep, secret });
    }
    return progress.session ?? '';
  };
}

/** Gives each seeded account its session, sealed under the servers' `CREDENTIALS_KEY`, as a connection through the API would. */
export async function sealSessions(url: string, credentialsKey: Buffer, sessionOf: SessionOf): Promise<void> {
  const box = new AesGcmSecretBox(credentialsKey);
  const accounts = await sql<{ id: string; platform: string; identifier: string }>(url, 'SELECT id, platform, identifier FROM accounts ORDER BY id');
  for (let from = 0; from < accounts.length; from += 5_000) {
    const chunk = accounts.slice(from, from + 5_000);
    const sealed = await Promise.all(chunk.map(async (account) => box.seal(await sessionOf(account))));
    await sql(url, 'UPDATE accounts a SET session_sealed = s.sealed FROM unnest($1::uuid[], $2::text[]) AS s(id, sealed) WHERE a.id = s.id', [chunk.map((a) => a.id), sealed]);
  }
}
