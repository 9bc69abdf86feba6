import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { builtServers, CliRun, runCli } from '../../testing/built-server';
import { embeddedServerDatabase, ServerDatabase } from '../../testing/spawned-server.databases';

/** Every admin command once, each with what it needs from the answers before it; a failing and a malformed one too. */
async function everyCommand(cli: (...args: string[]) => Promise<CliRun>): Promise<CliRun[]> {
  const runs: CliRun[] = [];
  const run = async (...args: string[]) => {
    const answer = await cli(...args);
    runs.push(answer);
    return answer.exitCode === 0 ? (JSON.parse(answer.stdout) as Record<string, string>) : {};
  };
  const email = `${randomUUID().slice(0, 8)}@lender.example`;
  const viewer = `viewer-${email}`;
  const company = (await run('company', 'create', '--name', 'Acme Lending')).company_id;
  await run('company', 'set', '--id', company, '--read', 'off', '--rate-limit', '120');
  await run('import', '--company', company, '--file', 'users.json');
  const key = (await run('key', 'create', '--company', company, '--kind', 'public')).key_id;
  const rotated = (await run('key', 'rotate', '--id', key, '--grace-hours', '1')).key_id;
  await run('key', 'revoke', '--id', rotated);
  await run('member', 'add', '--company', company, '--email', email);
  await run('member', 'add', '--company', company, '--email', viewer, '--role', 'viewer');
  await run('member', 'link', '--email', viewer);
  await run('member', 'role', '--email', viewer, '--role', 'admin');
  await run('member', 'signout', '--email', viewer);
  await run('member', 'remove', '--email', viewer);
  await run('company', 'set', '--id', randomUUID(), '--read', 'on');
  await run('key', 'revoke', '--id', 'not-a-uuid');
  await run('backup', '--to', 'backup.tar.gz');
  return runs;
}

/** The answers with what differs between two runs by nature (ids, keys, tokens, times, e-mails, folders) named instead. */
function comparable(runs: CliRun[], folder: string): CliRun[] {
  const text = JSON.stringify(runs)
    .split(folder).join('<folder>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/(sk|pk)_sandbox_[A-Za-z0-9_-]+/g, '<$1 key>')
    .replace(/token=[A-Za-z0-9_-]+/g, 'token=<token>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/"prefix": "[^"]+"/g, '"prefix": "<prefix>"')
    .replace(/[0-9a-f]{8}@lender\.example/g, '<email>');
  return JSON.parse(text) as CliRun[];
}

const USERS = { users: [{ external_id: 'w1', accounts: [{ platform: 'uber', country: 'mx', identifier: 'a@example.com', last_successful_connection: '2025-03-01',
  earnings: [{ earning_date: '2025-03-01', amount: 10.5, currency: 'mxn', count_trips: 2 }] }] }] };

describe('The admin CLI beside a running server (PGlite on disk)', () => {
  const servers = builtServers();
  let stopped: ServerDatabase;
  let running: ServerDatabase;
  let folders: string[];
  const env = (target: ServerDatabase) => ({
    ...process.env, ...target.env, CREDENTIALS_KEY: 'ef'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', BACKUP_INTERVAL: 'off', API_KEY_CACHE_SECONDS: '0', PORT: String(servers.port),
  });
  const workFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'gig-admin-cli-'));
    writeFileSync(join(folder, 'users.json'), JSON.stringify(USERS));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    folders = [];
    [stopped, running] = [embeddedServerDatabase('admin-stopped'), embeddedServerDatabase('admin-running')];
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await servers.killAll();
    await Promise.all([stopped.dispose(), running.dispose()]);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, CLOSE_BUDGET_MS);

  it('runs every command through the running server, printing what it prints with the server stopped; the server sees the change at once', async () => {
    const alone = workFolder();
    const withoutServer = await everyCommand((...args) => runCli(env(stopped), args, alone));
    await servers.start(env(running), '/health');
    const socket = join(running.env.DATA_DIR, 'admin.sock');
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const beside = workFolder();
    const withServer = await everyCommand((...args) => runCli(env(running), args, beside));

    expect(withServer.map((run) => run.exitCode)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0]);
    expect(comparable(withServer, beside)).toEqual(comparable(withoutServer, alone));
    expect(statSync(join(beside, 'backup.tar.gz')).mode & 0o777).toBe(0o600);

    const created = JSON.parse((await runCli(env(running), ['company', 'create', '--name', 'Seen At Once'], beside)).stdout) as { private_key: string; company_id: string };
    const read = () => fetch(`${servers.base}/v1/users/earnings/aggregated`, {
      method: 'POST', headers: { 'x-api-key': created.private_key, 'content-type': 'application/json' },
      body: JSON.stringify({ external_id: 'nobody', start_date: '2025-01-01', end_date: '2025-01-31' }),
    });
    expect((await read()).status).toBe(404);
    await runCli(env(running), ['company', 'set', '--id', created.company_id, '--read', 'off'], beside);
    expect(((await (await read()).json()) as { error: { code: string } }).error.code).toBe('read_permissions_disabled');
  }, 600_000);
});

describe('The admin CLI where newcomers trip', () => {
  const servers = builtServers();
  let running: ServerDatabase;
  let folder: string;
  /** The environment of a shell that set only what it needed: no PORT, no PUBLIC_URL of its own. */
  const bare = (changes: Record<string, string>): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, CREDENTIALS_KEY: 'ef'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', BACKUP_INTERVAL: 'off', ...changes };
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL']) delete env[name];
    return { ...env, ...changes };
  };

  beforeAll(async () => {
    running = embeddedServerDatabase('admin-links');
    folder = mkdtempSync(join(tmpdir(), 'gig-admin-cli-'));
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await servers.killAll();
    await running.dispose();
    rmSync(folder, { recursive: true, force: true });
  }, CLOSE_BUDGET_MS);

  it('warns, naming the database, when run without the server’s DATA_DIR: the one it opens holds no company', async () => {
    const elsewhere = join(folder, '.data');
    const run = await runCli(bare({ DATA_DIR: elsewhere }), ['member', 'link', '--email', 'ops@lender.example'], folder);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(`Warning: this database holds no company (embedded PGlite in ${join(elsewhere, 'pglite')}, made just now).`);
    expect(run.stderr).toContain("Is DATA_DIR/DATABASE_URL the server's?");
    const created = await runCli(bare({ DATA_DIR: elsewhere }), ['company', 'create', '--name', 'Acme Lending'], folder);
    expect([created.exitCode, created.stderr]).toEqual([0, '']);
    const company = (JSON.parse(created.stdout) as { company_id: string }).company_id;
    const added = await runCli(bare({ DATA_DIR: elsewhere }), ['member', 'add', '--company', company, '--email', 'ops@lender.example'], folder);
    expect([added.exitCode, added.stderr]).toEqual([0, '']);
    expect((JSON.parse(added.stdout) as { set_password_url: string }).set_password_url).toMatch(/^http:\/\/localhost:3000\/console\/set-password\?token=/);
  }, 600_000);

  it('links to the running server’s own port when given no PORT or PUBLIC_URL, and to the ones it is given', async () => {
    await servers.start({ ...bare(running.env), PORT: String(servers.port), API_KEY_CACHE_SECONDS: '0' }, '/health');
    const company = (JSON.parse((await runCli(bare(running.env), ['company', 'create', '--name', 'Acme Lending'], folder)).stdout) as { company_id: string }).company_id;
    const linkOf = async (env: NodeJS.ProcessEnv, email: string) => {
      const run = await runCli(env, ['member', 'add', '--company', company, '--email', email], folder);
      expect([email, run.exitCode, run.stderr]).toEqual([email, 0, '']);
      return new URL((JSON.parse(run.stdout) as { set_password_url: string }).set_password_url);
    };
    expect((await linkOf(bare(running.env), 'a@lender.example')).origin).toBe(`http://localhost:${servers.port}`);
    expect((await linkOf(bare({ ...running.env, PORT: '4321' }), 'b@lender.example')).origin).toBe('http://localhost:4321');
    expect((await linkOf(bare({ ...running.env, PUBLIC_URL: 'https://gig.lender.example' }), 'c@lender.example')).origin).toBe('https://gig.lender.example');
  }, 600_000);
});
