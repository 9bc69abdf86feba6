import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'pg';

/**
 * The yardstick: a bare node:http server answering the aggregated-earnings request for one
 * currency with a single hand-written SQL query (key check, user, accounts and days at once).
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const QUERY = `
WITH company AS (
  SELECT c.id FROM api_keys k JOIN companies c ON c.id = k.company_id
   WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND k.kind = 'private' AND c.read_enabled),
account AS (
  SELECT a.id, a.platform, a.last_successful_connection, a.created_at
    FROM accounts a JOIN company c ON a.company_id = c.id
   WHERE a.user_id = $2 AND a.last_successful_connection BETWEEN $3 AND $4)
SELECT a.id, a.platform, a.last_successful_connection::text AS lsc, e.earning_date::text AS day,
       e.amount_cents::text AS cents, e.currency, e.count_trips
  FROM account a LEFT JOIN daily_earnings e ON e.account_id = a.id AND e.earning_date BETWEEN $3 AND $4
 ORDER BY e.earning_date, a.created_at, a.id`;

interface Row { id: string; platform: string; lsc: string; day: string | null; cents: string; currency: string; count_trips: number | null }

function answer(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const hash = createHash('sha256').update(String(req.headers['x-api-key'])).digest('hex');
  const { rows } = await pool.query<Row>(QUERY, [hash, body.user_id, body.start_date, body.end_date]);
  const platforms = new Map<string, { platform: string; account_id: string; last_successful_connection: string }>();
  const days = new Map<string, { earning_date: string; amount: number; currency: string; count_trips: number | null; details: unknown[]; currency_note: null }>();
  for (const row of rows) {
    platforms.set(row.id, { platform: row.platform, account_id: row.id, last_successful_connection: row.lsc });
    if (row.day === null) continue;
    let day = days.get(row.day);
    if (!day) days.set(row.day, (day = { earning_date: row.day, amount: 0, currency: row.currency, count_trips: null, details: [], currency_note: null }));
    day.amount += Number(row.cents);
    if (row.count_trips !== null) day.count_trips = (day.count_trips ?? 0) + row.count_trips;
    day.details.push({ platform: row.platform, account_id: row.id, amount: Number(row.cents) / 100, count_trips: row.count_trips });
  }
  const earnings = [...days.values()].map((d) => ({ ...d, amount: d.amount / 100 }));
  answer(res, 200, { success: true, data: { platforms_count: platforms.size, platforms: [...platforms.values()], earnings }, error: null });
}

createServer((req, res) => {
  handle(req, res).catch((error: Error) => answer(res, 500, { success: false, data: null, error: { code: 'internal_error', message: error.message, errors: null } }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('baseline ready\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
