import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { freePort } from '@gig/persistence/testing';
import { BUILT_API } from '../../testing/built-server';
import { embeddedServerDatabase, ServerDatabase } from '../../testing/spawned-server.databases';

const MAIN = join(BUILT_API, 'main.js');
const LAST_BANNER_LINE = /\/console\/set-password\?token=\S+\n\n$/;

describe('A first start at the default log level', () => {
  let database: ServerDatabase;
  let server: ChildProcess;
  let stdout = '';

  beforeAll(async () => {
    database = embeddedServerDatabase('startup');
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, ...database.env, PORT: String(port) };
    delete env['LOG_LEVEL'];
    delete env['DATABASE_URL'];
    server = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (const deadline = Date.now() + 60_000; !LAST_BANNER_LINE.test(stdout); await new Promise((r) => setTimeout(r, 100))) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`no banner (exit ${server.exitCode}): ${stdout}${stderr}`);
    }
    // Anything logged late (pino writes asynchronously) would land after the banner within this second.
    await new Promise((r) => setTimeout(r, 1_000));
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    server.kill('SIGKILL');
    await database.dispose();
  }, CLOSE_BUDGET_MS);

  it('prints the demo keys last, after the listening line, so no log line scrolls them away', () => {
    expect(stdout).toMatch(LAST_BANNER_LINE);
    const listening = stdout.indexOf('Gig Earnings API listening on');
    expect([listening >= 0, listening < stdout.indexOf('Empty database: created a demo company')]).toEqual([true, true]);
  });

  it('does not list Nest’s mapped routes (LOG_LEVEL=debug does)', () => {
    expect(stdout).not.toMatch(/RouterExplorer|RoutesResolver|InstanceLoader/);
  });
});
