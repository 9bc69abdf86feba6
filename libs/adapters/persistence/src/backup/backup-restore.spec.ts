import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { DataSource } from 'typeorm';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseTarget } from '../data-source/database-target';
import { Database, openDatabase } from '../data-source/open-database';
import { pgliteDriver } from '../data-source/pglite.driver';
import { migrations } from '../migrations/migrations';
import { migratedPgliteTemplate } from '../testing/migrated-pglite.template';
import { rowsPerTable } from './backup-manifest';
import { UnusableBackupError } from './read-backup';
import { restoreBackup, TargetNotEmptyError } from './restore-backup';
import { contentsOf, emptyPostgres, KEY, seedEveryKind } from './backup.spec-setup';
import { writeBackup } from './write-backup';

const serverUrl = process.env.TEST_DATABASE_URL;
/** A restore into PGlite starts a database and runs every migration in it: tens of seconds on a loaded machine. */
const RESTORE_BUDGET_MS = 300_000;
type Target = { target: DatabaseTarget; drop: () => Promise<void> };
const targets: [string, (root: string) => Promise<Target>][] = [
  ['an empty DATA_DIR', async (root) => ({ target: { kind: 'pglite', dataDir: join(root, 'restored', 'pglite') }, drop: async () => undefined })],
  ...(serverUrl ? [['an empty PostgreSQL database', () => emptyPostgres(serverUrl)] as [string, (root: string) => Promise<Target>]] : []),
];

describe.each(targets)('A backup of the embedded database restored into %s', (_name, makeTarget) => {
  let root: string;
  let source: Database;
  let file: string;
  let restored: Target;
  const backUp = (to = join(root, `backup-${randomUUID()}.tar.gz`), database: Pick<Database, 'dataSource'> = source) =>
    writeBackup(database, { to, credentialsKey: KEY, secrets: [{ name: 'report-signing.p12', content: Buffer.from('p12 bytes') }], now: new Date(), source: 'pglite' }).then((manifest) => ({ to, manifest }));
  const restore = (from = file, force = false, credentialsKey = KEY) => restoreBackup({ from, target: restored.target, credentialsKey, force });
  const opened = async <T>(work: (database: Database) => Promise<T>) => {
    const database = await openDatabase(restored.target, { migrate: false });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gig-backup-'));
    source = await openDatabase({ kind: 'pglite', dataDir: join(root, 'source', 'pglite'), template: await migratedPgliteTemplate() });
    await seedEveryKind(source.dataSource);
    file = (await backUp()).to;
  }, OPEN_BUDGET_MS);
  beforeEach(async () => void (restored = await makeTarget(mkdtempSync(join(root, 'target-')))), OPEN_BUDGET_MS);
  afterEach(() => restored.drop(), CLOSE_BUDGET_MS);
  afterAll(async () => {
    await source.close();
    rmSync(root, { recursive: true, force: true });
  }, CLOSE_BUDGET_MS);

  /** The target migrated, holding one company of its own (from the migrated template on PGlite: migrating takes long). */
  const holdingRows = async () => {
    const target = restored.target.kind === 'pglite' ? { ...restored.target, template: await migratedPgliteTemplate() } : restored.target;
    const database = await openDatabase(target);
    await database.dataSource.query(`INSERT INTO companies (id, name) VALUES ($1, 'Kept')`, [randomUUID()]);
    await database.close();
  };

  it('holds every row as it was, the rows per table of its manifest, the sealed secrets, and sequences that go on', async () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const result = await restore();
    expect(result.rows).toEqual(rowsPerTable(result.manifest));
    expect(result.rows).toMatchObject({ daily_earnings: 3000, reports: 3, jobs: 5, companies: 1 });
    expect(result.manifest.tables.find((table) => table.name === 'reports')?.parts.length).toBeGreaterThan(1);
    expect(result.secrets).toEqual([{ name: 'report-signing.p12', content: Buffer.from('p12 bytes') }]);
    expect(result.migration).toBe(migrations[migrations.length - 1].name);
    const before = await contentsOf(source.dataSource);
    await opened(async (database) => {
      expect(await contentsOf(database.dataSource)).toEqual(before);
      const [job] = (await database.dataSource.query(`INSERT INTO jobs (kind, account_id, company_id, priority, run_at) SELECT 'retrieve_account_data', id, company_id, 0, now() FROM accounts RETURNING id`)) as { id: string }[];
      expect(Number(job.id)).toBe(6);
    });
  }, RESTORE_BUDGET_MS);

  it('refuses a target that holds rows unless forced, and then replaces what it held', async () => {
    await holdingRows();
    await expect(restore()).rejects.toThrow(TargetNotEmptyError);
    await expect(restore()).rejects.toThrow(/not empty \(companies hold rows\).*--force/);
    await restore(file, true);
    await opened(async (database) => expect(await contentsOf(database.dataSource)).toEqual(await contentsOf(source.dataSource)));
  }, RESTORE_BUDGET_MS);

  it('refuses a damaged file or another credentials key with a clear message, even forced, and leaves the target untouched', async () => {
    await holdingRows();
    const before = await opened((database) => contentsOf(database.dataSource));
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    const spoilt: [Buffer, RegExp][] = [
      [bytes.subarray(0, middle), /truncated/],
      [Buffer.concat([bytes.subarray(0, middle), Buffer.from([bytes[middle] ^ 0xff]), bytes.subarray(middle + 1)]), /damaged|does not match/],
      [Buffer.from('hello'), /damaged|truncated/],
    ];
    for (const [content, message] of spoilt) {
      const spoiled = join(root, `spoiled-${randomUUID()}.tar.gz`);
      writeFileSync(spoiled, content);
      const refused = restore(spoiled, true);
      await expect(refused).rejects.toThrow(UnusableBackupError);
      await expect(refused).rejects.toThrow(message);
      await expect(refused).rejects.toThrow(/Nothing was changed/);
    }
    await expect(restore(file, true, Buffer.alloc(32, 9))).rejects.toThrow(/another credentials key/);
    await opened(async (database) => expect(await contentsOf(database.dataSource)).toEqual(before));
  }, RESTORE_BUDGET_MS);

  it('restores a backup of an older schema, then runs the later migrations', async () => {
    const db = await PGlite.create();
    const older = new DataSource({ type: 'postgres', driver: pgliteDriver(db), migrations: migrations.slice(0, -2) });
    await older.initialize();
    await older.runMigrations();
    await older.query(`INSERT INTO companies (id, name) VALUES ($1, 'Old')`, [randomUUID()]);
    const { to, manifest } = await backUp(undefined, { dataSource: older });
    await older.destroy();
    expect(manifest.migration).toBe(migrations[migrations.length - 3].name);
    const result = await restore(to);
    expect(result.migration).toBe(migrations[migrations.length - 1].name);
    expect(result.rows.companies).toBe(1);
  }, RESTORE_BUDGET_MS);
});
