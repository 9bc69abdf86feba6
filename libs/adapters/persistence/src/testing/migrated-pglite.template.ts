import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource, MigrationInterface } from 'typeorm';
import { pgliteDriver } from '../data-source/pglite.driver';
import { migrations } from '../migrations/migrations';

/**
 * An in-memory PGlite with every migration applied, as a data directory tarball. Migrating a fresh PGlite takes
 * seconds on a loaded machine and every test file needs one: the first file of a run migrates for real and leaves
 * the result in the temp folder (uncompressed: it loads in a third of the time), keyed by the migrations' code and PGlite's version; the others start from it.
 * The migrations themselves keep their own specs (`*.migration.spec.ts`), which run them down and up again.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `gig-pglite-migrated-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const tarball = await migrateAndDump();
  // Written whole under another name first: a test file running alongside never reads half a tarball.
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  return tarball;
}

async function migrateAndDump(): Promise<Blob> {
  const db = await PGlite.create();
  const dataSource = new DataSource({ type: 'postgres', driver: pgliteDriver(db), migrations, synchronize: false, logging: false });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dropTemplateDatabases(db);
    return await db.dumpDataDir('none');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (!db.closed) await db.close();
  }
}

/**
 * PGlite only ever opens `postgres`; `template0` and `template1` would be unpacked into every test file's database for
 * nothing (without them the tarball holds 548 files instead of 1,151, and a PGlite opens from it in about 0.3 s less CPU).
 */
async function dropTemplateDatabases(db: PGlite): Promise<void> {
  await db.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  // One statement each: DROP DATABASE cannot run inside the transaction a multi-statement query is.
  await db.exec('DROP DATABASE template0');
  await db.exec('DROP DATABASE template1');
  await db.exec('CHECKPOINT');
}

/** Changes whenever a migration's code, the list of migrations, PGlite or the way the template is made does. */
function templateKey(): string {
  const pglitePackage = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const hash = createHash('sha256').update(readFileSync(pglitePackage)).update(migrateAndDump.toString()).update(dropTemplateDatabases.toString());
  for (const migration of migrations) {
    const { up, down } = migration.prototype as MigrationInterface;
    hash.update(`\0${migration.name}\0${up.toString()}\0${down.toString()}`);
  }
  return hash.digest('hex').slice(0, 20);
}
