import { join } from 'node:path';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { builtServers, exited, runCli } from '../../testing/built-server';
import { embeddedServerDatabase, ServerDatabase } from '../../testing/spawned-server.databases';
import { CREDENTIALS_KEY, emptyPostgresDatabase, printed, scratchFolder } from './backup.spec-setup';

type Rows = Record<string, number>;
const LOOPS = 4;

describe('A backup taken while the server writes (PGlite on disk)', () => {
  const servers = builtServers();
  /** The schedule's server listens on a port of its own: a server of the other test still starting never answers for it. */
  const scheduleServers = builtServers();
  let source: ServerDatabase;
  const scratch = scratchFolder('gig-backup-e2e-');
  const env = (more: Record<string, string>) => ({
    ...process.env, CREDENTIALS_KEY, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', BACKUP_INTERVAL: 'off', PORT: String(servers.port), ...more,
  });

  beforeAll(async () => void (source = embeddedServerDatabase('backup-source')), OPEN_BUDGET_MS);
  afterAll(async () => {
    await Promise.all([servers.killAll(), scheduleServers.killAll()]);
    await source.dispose();
    scratch.dispose();
  }, CLOSE_BUDGET_MS);

  it(`restores into an empty DATA_DIR${process.env.TEST_DATABASE_URL ? ' and an empty PostgreSQL' : ''} with the rows per table of its manifest, taken while ${LOOPS} request loops write`, async () => {
    await servers.start(env(source.env), '/health');
    const { private_key: key } = printed<{ private_key: string }>(await runCli(env(source.env), ['company', 'create', '--name', 'Busy Lender']));
    const post = (path: string, body: object) =>
      fetch(`${servers.base}${path}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    let writing = true;
    const written = [0, 0, 0, 0];
    const loops = Array.from({ length: LOOPS }, async (_, loop) => {
      for (let n = 0; writing; n++) {
        const answer = await post('/v1/users', { external_id: `loop-${loop}-${n}` });
        if (answer.status === 201) written[loop]++;
      }
    });
    while (written.some((count) => count < 5)) await new Promise((resolve) => setTimeout(resolve, 100));
    const file = join(scratch.dir, 'busy.tar.gz');
    const backup = printed<{ rows: Rows; migration: string }>(await runCli(env(source.env), ['backup', '--to', file]));
    const duringBackup = written.reduce((sum, count) => sum + count, 0);
    while (written.reduce((sum, count) => sum + count, 0) < duringBackup + 4) await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await Promise.all(loops);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(backup.rows.users).toBeGreaterThanOrEqual(20);
    expect(backup.rows.users).toBeLessThan(written.reduce((sum, count) => sum + count, 0));

    const embedded = printed<{ rows: Rows; into: string }>(await runCli(env({ DATA_DIR: join(scratch.dir, 'restored') }), ['restore', '--from', file]));
    expect(embedded).toMatchObject({ into: 'embedded', rows: backup.rows });
    if (process.env.TEST_DATABASE_URL) {
      const url = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL);
      const postgres = printed<{ rows: Rows; into: string }>(await runCli(env({ DATABASE_URL: url, DATA_DIR: join(scratch.dir, 'postgres-data') }), ['restore', '--from', file]));
      expect(postgres).toMatchObject({ into: 'postgres', rows: backup.rows });
    }
  }, 600_000);

  it('writes one on its own every BACKUP_INTERVAL into BACKUP_DIR (0700), each 0600, keeping the BACKUP_KEEP newest', async () => {
    const scheduled = embeddedServerDatabase('backup-schedule');
    try {
      const dir = join(scheduled.env.DATA_DIR, 'backups');
      const seen = new Set<string>();
      const server = await scheduleServers.start(env({ ...scheduled.env, BACKUP_INTERVAL: '2s', BACKUP_KEEP: '2', PORT: String(scheduleServers.port) }), '/health');
      for (const deadline = Date.now() + 120_000; seen.size < 4 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
        for (const name of existing(dir)) seen.add(name);
      }
      server.kill('SIGTERM');
      await exited(server);
      for (const name of existing(dir)) seen.add(name);
      expect(seen.size).toBeGreaterThanOrEqual(4);
      const kept = existing(dir);
      expect(kept).toEqual([...seen].sort().slice(-2));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(kept.map((name) => statSync(join(dir, name)).mode & 0o777)).toEqual([0o600, 0o600]);
    } finally {
      await scheduled.dispose();
    }
  }, 600_000);
});

/** The finished backups in `dir`, oldest first (a backup being written has another name until it is whole). */
function existing(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.tar.gz')).sort() : [];
}
