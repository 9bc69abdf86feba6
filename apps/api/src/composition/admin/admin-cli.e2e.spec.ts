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
