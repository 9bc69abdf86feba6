import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { copyOfTemplate, dropDatabase, TEMPLATE_DATABASE_VARIABLE } from './postgres-template';
import { assertTestDatabaseUrl, TestDatabase, testDatabaseOn, withClient } from './test-database';

export interface PgBouncer {
  /** `upstreamUrl` with host and port replaced by the pooler's, for `database` (default: the upstream's). */
  url(database?: string): string;
  /** From PgBouncer's console: transactions it carried for `database`, and the most server connections it holds for it. */
  stats(database: string): Promise<{ transactions: number; serverConnections: number }>;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** Server connections per database and user: small, so that clients share them. */
  readonly poolSize?: number;
  /** Waits this long for the pooler to accept connections. */
  readonly startMs?: number;
}

/** The pooler's path, or null when it is not installed (Debian puts it in /usr/sbin, often off a user's PATH). */
export function findPgBouncer(): string | null {
  for (const candidate of ['pgbouncer', '/usr/sbin/pgbouncer']) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * A real PgBouncer in transaction pooling on a free 127.0.0.1 port, in front of the server of
 * `upstreamUrl` (every database name is forwarded), trusting the upstream's user. Its files live in
 * a temporary folder removed by `stop`. PgBouncer refuses to run as root: then it runs as `postgres`.
 */
export async function startPgBouncer(upstreamUrl: string, options: PgBouncerOptions = {}): Promise<PgBouncer> {
  const binary = findPgBouncer();
  if (!binary) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer); .ci/run installs it.');
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'gig-pgbouncer-'));
  chmodSync(dir, 0o755);
  const password = upstream.password ? ` password=${decodeURIComponent(upstream.password)}` : '';
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432} user=${user}${password}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 3}`,
      'max_client_conn = 200',
      'server_reset_query =',
      `admin_users = ${user}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const stop = async () => {
    await ended(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, child, options.startMs ?? 10_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const url = (database?: string) => {
    const pooled = new URL(upstreamUrl);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(port);
    if (database) pooled.pathname = `/${database}`;
    return pooled.toString();
  };
  return {
    url,
    stats: (database) =>
      withClient(url('pgbouncer'), async (client) => {
        type Row = { database: string; total_xact_count?: string; sv_active?: string; sv_idle?: string; sv_used?: string; sv_tested?: string; sv_login?: string };
        const stats = (await client.query<Row>('SHOW STATS')).rows.find((row) => row.database === database);
        const pools = (await client.query<Row>('SHOW POOLS')).rows.filter((row) => row.database === database);
        const servers = pools.reduce((sum, row) => sum + ['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'].reduce((n, k) => n + Number(row[k as keyof Row] ?? 0), 0), 0);
        return { transactions: Number(stats?.total_xact_count ?? 0), serverConnections: servers };
      }),
    stop,
  };
}

async function listening(port: number, child: ChildProcess, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with code ${child.exitCode}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`pgbouncer did not listen on port ${port} within ${withinMs} ms`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** SIGINT: PgBouncer's immediate shutdown (SIGTERM waits for clients); SIGKILL if it lingers. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A fresh database for one test file, reached through `bouncer` in transaction pooling, with LISTEN on
 * a direct connection: a database rather than a schema, since a pooler cannot carry `search_path`.
 * Within a run it is a copy of the run's template, left for the global teardown to drop with the other copies
 * (DROP DATABASE waits for a checkpoint of the whole server: over a minute on a loaded machine with two runs' copies);
 * outside one (no template), a new database migrated here and dropped on close.
 */
export async function openPooledTestDatabase(upstreamUrl: string, bouncer: PgBouncer, poolSize = 4): Promise<TestDatabase> {
  assertTestDatabaseUrl(upstreamUrl);
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  const direct = new URL(template ? await copyOfTemplate(upstreamUrl, template) : upstreamUrl);
  if (!template) {
    direct.pathname = `/test_pooled_${randomBytes(6).toString('hex')}`;
    await withClient(upstreamUrl, (client) => client.query(`CREATE DATABASE ${direct.pathname.slice(1)}`));
  }
  const name = direct.pathname.slice(1);
  const drop = template ? async () => undefined : () => dropDatabase(upstreamUrl, name);
  try {
    return await testDatabaseOn({ kind: 'postgres', url: bouncer.url(name), listenUrl: direct.toString(), poolMode: 'transaction', poolSize }, drop);
  } catch (error) {
    await drop();
    throw error;
  }
}
