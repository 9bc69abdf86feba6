import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { demoImportDocument } from '../../composition/bootstrap/demo-data';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const ROOT = resolve(__dirname, '../../../../..');
const SDK = join(ROOT, 'libs/sdk');
const run = promisify(execFile);
/** Each step's budget: a slow one fails with its name rather than the test's timeout. */
const PACK_MS = 30_000;
const INSTALL_MS = 40_000;
const EXAMPLE_MS = 10_000;
const DEMO_INCOME = /^demo-worker-1 earned (\d+\.\d\d) MXN from 2026-07-01 to 2026-09-30\n$/;

describe('The SDK’s example (libs/sdk/examples/income.mjs), run as a client would against a started server', () => {
  let h: ApiHarness;
  let env: Record<string, string | undefined>;
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    h = await openApiHarness();
    const company = await h.createCompany('Demo Company', 'sandbox');
    await h.importUsers(company.company_id, demoImportDocument());
    env = { ...process.env, GIG_API_URL: h.origin, GIG_PRIVATE_KEY: company.private_key };
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await h.close();
  }, CLOSE_BUDGET_MS);

  const income = (example: string, cwd: string) => run(process.execPath, [example], { cwd, env, timeout: EXAMPLE_MS }).then((r) => r.stdout);

  it('prints a non-zero income for the demo worker, over the window the demo covers (the SDK built in place)', async () => {
    await run('npm', ['run', 'build'], { cwd: SDK, timeout: PACK_MS });
    const client = tempDir('gig-sdk-linked-');
    mkdirSync(join(client, 'node_modules/@gig'), { recursive: true });
    symlinkSync(SDK, join(client, 'node_modules/@gig/sdk'));
    symlinkSync(join(ROOT, 'node_modules/openapi-fetch'), join(client, 'node_modules/openapi-fetch'));
    const printed = await income(join(client, 'node_modules/@gig/sdk/examples/income.mjs'), client);
    expect(printed).toMatch(DEMO_INCOME);
    expect(Number(DEMO_INCOME.exec(printed)?.[1])).toBeGreaterThan(0);
  }, PACK_MS + EXAMPLE_MS);

  it('runs the same from the tarball `npm pack` makes, installed into an empty folder', async () => {
    const packed = tempDir('gig-sdk-pack-');
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packed], { cwd: SDK, timeout: PACK_MS });
    const [{ filename, files }] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'examples/income.mjs', 'package.json']));
    expect(files.some((file) => file.path.endsWith('.ts') && !file.path.endsWith('.d.ts'))).toBe(false);
    const client = tempDir('gig-sdk-client-');
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(packed, filename)], { cwd: client, timeout: INSTALL_MS });
    const printed = await income(join(client, 'node_modules/@gig/sdk/examples/income.mjs'), client);
    expect(printed).toMatch(DEMO_INCOME);
    expect(Number(DEMO_INCOME.exec(printed)?.[1])).toBeGreaterThan(0);
  }, PACK_MS + INSTALL_MS + EXAMPLE_MS);
});
