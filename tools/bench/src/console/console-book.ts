import { AddMember, CreateCompany, accountStatus, systemClock } from '@gig/domain';
import { DatabaseTarget, openDatabase } from '@gig/persistence';

/** A company's book as the console bench reads it: `accounts` over `users`, statuses mixed, 5% banned. */
export interface BookSize {
  readonly accounts: number;
  readonly users: number;
}

/** What the server needs to be signed in to, and what its listings must count. */
export interface SeededBook {
  readonly companyId: string;
  readonly memberEmail: string;
  readonly setPasswordToken: string;
  readonly banned: number;
}

/** Of every 20 accounts: 14 success (one of them banned), 2 pending, and one each incomplete, error, requires_auth, syncing. */
const STATUS_OF_N = `CASE WHEN n % 20 < 14 THEN '${accountStatus.success}' WHEN n % 20 < 16 THEN '${accountStatus.pending}'
                          WHEN n % 20 = 16 THEN '${accountStatus.incomplete}' WHEN n % 20 = 17 THEN '${accountStatus.error}'
                          WHEN n % 20 = 18 THEN '${accountStatus.requiresAuth}' ELSE '${accountStatus.syncing}' END`;
const WARNING_OF_N = `CASE WHEN n % 20 = 3 THEN 'banned' WHEN n % 50 = 7 THEN 'not_registered' END`;
const CONNECTED_OF_N = `n % 20 < 14 OR n % 20 >= 18`;

/**
 * Seeds an empty database (migrating it) in a few statements rather than through the use cases: one
 * company, its users, its accounts created a minute apart over the last week, and a viewer member
 * whose set-password token the bench redeems through the console's own endpoint.
 */
export async function seedConsoleBook(target: DatabaseTarget, size: BookSize): Promise<SeededBook> {
  const database = await openDatabase(target);
  try {
    const { companyId } = await new CreateCompany(database.unitOfWork, systemClock).execute('Console bench', 'sandbox');
    const sql = database.dataSource;
    await sql.query(
      `INSERT INTO users (id, company_id, external_id, created_at)
       SELECT gen_random_uuid(), $1::uuid, 'bench-' || lpad(g::text, 6, '0'), now() - ($2::int - g) * interval '3 minutes'
         FROM generate_series(1, $2::int) g`,
      [companyId, size.users],
    );
    await sql.query(
      `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, status_details, warning, next_step,
                             last_successful_connection, created_at, updated_at)
       SELECT gen_random_uuid(), u.company_id, u.id, (ARRAY['uber', 'didi', 'rappi', 'uber_eats'])[1 + n % 4],
              CASE WHEN n % 4 = 2 THEN 'co' ELSE 'mx' END, 'driver' || n || '@example.com', ${STATUS_OF_N},
              CASE WHEN n % 20 = 16 THEN 'invalid_otp' WHEN n % 20 = 17 THEN 'platform_unavailable' END, ${WARNING_OF_N},
              CASE WHEN n % 20 BETWEEN 14 AND 16 THEN 'otp' END,
              CASE WHEN ${CONNECTED_OF_N} THEN current_date - (n % 30) END,
              now() - n * interval '1 minute', now() - n * interval '1 minute'
         FROM generate_series(1, $2::int) n
         JOIN (SELECT id, company_id, row_number() OVER (ORDER BY external_id) AS k FROM users WHERE company_id = $1::uuid) u
           ON u.k = 1 + n % $3::int`,
      [companyId, size.accounts, size.users],
    );
    await sql.query('ANALYZE accounts');
    await sql.query('ANALYZE users');
    const [{ banned }] = await sql.query(`SELECT count(*)::int AS banned FROM accounts WHERE company_id = $1 AND warning = 'banned'`, [companyId]);
    const memberEmail = 'bench-viewer@lender.example';
    const { setPasswordToken } = await new AddMember(database.unitOfWork, systemClock).execute(companyId, memberEmail, 'viewer');
    return { companyId, memberEmail, setPasswordToken, banned };
  } finally {
    await database.close();
  }
}
