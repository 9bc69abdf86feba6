import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILT_API, builtServers } from '../../../testing/built-server';
import { ServerDatabase, serverDatabases } from '../../../testing/spawned-server.databases';

/** The limits of the runs; the count's time budget is the service's own (RATE_LIMIT_TIMEOUT_MS, 50 ms). */
const LIMITS = { RATE_LIMIT_PER_MINUTE: '60', PUBLIC_READ_LIMIT_PER_MINUTE: '50', FAILED_AUTH_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' };
const QUIET = { SEED_DEMO: 'false', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', WEBHOOKS_ENABLED: 'false', REFRESH_ENABLED: 'false', RETENTION_ENABLED: 'false' };

interface Keys {
  readonly private_key: string;
  readonly public_key: string;
}

/**
 * The built server, as deployed: on PostgreSQL two processes sharing the counts (requests alternate between them), on
 * the embedded PGlite the one process it allows.
 */
describe.each(serverDatabases('rate-limits'))('Rate limits of the built server (%s)', (_name, open) => {
  const pair = [builtServers(), builtServers()];
  let target: ServerDatabase;
  let keys: Keys;
  let bases: string[];

  const env = (port: number) => ({ ...process.env, ...target.env, ...QUIET, ...LIMITS, CREDENTIALS_KEY: 'ef'.repeat(32), PORT: String(port) });

  beforeAll(async () => {
    target = await open();
    const { stdout } = await promisify(execFile)(process.execPath, [join(BUILT_API, 'composition/admin/admin.cli.js'), 'company', 'create', '--name', 'Lender'], { env: env(0) });
    keys = JSON.parse(stdout) as Keys;
    const servers = target.postgres ? pair : pair.slice(0, 1);
    await Promise.all(servers.map((server) => server.start(env(server.port))));
    bases = servers.map((server) => server.base);
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await Promise.all(pair.map((server) => server.killAll()));
    await target?.dispose();
  }, CLOSE_BUDGET_MS);

  const call = async (i: number, path: string, headers: Record<string, string>, init: RequestInit = {}) => {
    const res = await fetch(`${bases[i % bases.length]}${path}`, { ...init, headers: { 'content-type': 'application/json', ...headers } });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { data: Record<string, string> | null } };
  };

  it('limits public-key reads per address and leaves the company’s budget to its private keys (the private key answered 429, before)', async () => {
    const userId = (await call(0, '/v1/users', { 'x-api-key': keys.private_key }, { method: 'POST', body: '{"external_id":"w-1"}' })).body.data?.user_id;
    const widget = { 'x-api-key': keys.public_key, 'x-forwarded-for': '203.0.113.10' };
    const answers = [];
    for (let i = 0; i < 100; i += 10) answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => call(i + j, '/v1/platforms', widget)))));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 429)).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    for (let i = 0; i < bases.length; i++) {
      const backend = { 'x-api-key': keys.private_key, 'x-forwarded-for': '203.0.113.10' };
      expect([(await call(i, `/v1/users/${userId}`, backend)).status, (await call(i, '/v1/platforms', backend)).status]).toEqual([200, 200]);
    }
    expect((await call(0, '/v1/platforms', { ...widget, 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);
  }, 60_000);

  it('answers 120 parallel bad keys from one address with at most 30 × 401, the rest 429 (103 × 401 over two processes, before)', async () => {
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => call(i, '/v1/platforms', { 'x-api-key': `sk_sandbox_guess${i}`, 'x-forwarded-for': '203.0.113.20' })));
    const unauthorized = answers.filter((answer) => answer.status === 401).length;
    expect(unauthorized).toBeLessThanOrEqual(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(120 - unauthorized);
  }, 60_000);
});
