import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { lockDataDir } from '../data-source/data-dir.lock';
import type { DatabaseTarget } from '../data-source/database-target';
import { openDatabase } from '../data-source/open-database';
import { pgliteDriver } from '../data-source/pglite.driver';
import { dataSourceCommon, DATE_OID, keepText, postgresDataSourceOptions } from '../data-source/postgres.data-source-options';
import { migrations } from '../migrations/migrations';
import type { BackupManifest } from './backup-manifest';
import { loadBackup } from './load-backup';
import { checkBackup, CheckedBackup, UnusableBackupError } from './read-backup';
import { migrationLevel, quoted, tablesParentsFirst } from './schema-catalogue';

export interface RestoreOptions {
  readonly from: string;
  readonly target: DatabaseTarget;
  /** The key the backup was made with (`CREDENTIALS_KEY` or `DATA_DIR/credentials.key`). */
  readonly credentialsKey: Buffer;
  /** Replace a target that holds rows. */
  readonly force: boolean;
  /** Told what the file holds once it is checked, before the target is touched: throwing stops the restore there. */
  readonly checked?: (backup: CheckedBackup) => void;
}

export interface RestoredBackup extends CheckedBackup {
  /** Counted after loading, before the later migrations: the manifest's. */
  readonly rows: Record<string, number>;
  /** The migration level once this build's later migrations have run. */
  readonly migration: string;
}

/** A target that holds rows, restored into without `force`. */
export class TargetNotEmptyError extends Error {}

/**
 * Checks the whole file first, then loads it into the embedded database (a fresh directory that takes the place of the
 * old one once loaded) or into PostgreSQL (one transaction): a damaged file, or any failure while loading, leaves the
 * target as it was. Then runs this build's later migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoredBackup> {
  const checked = await checkBackup(options.from, options.credentialsKey);
  const level = migrations.findIndex((migration) => migration.name === checked.manifest.migration);
  if (level < 0) {
    throw new UnusableBackupError(`${options.from} was made at migration ${checked.manifest.migration}, which this build does not know: restore it with the build that made it, or a newer one. Nothing was changed.`);
  }
  const schema = migrations.slice(0, level + 1);
  options.checked?.(checked);
  const rows = options.target.kind === 'pglite'
    ? await restoreEmbedded(options.target.dataDir, schema, options, checked.manifest)
    : await loadInto({ ...postgresDataSourceOptions({ ...options.target, poolSize: 1 }, options.target.url), migrations: schema }, options, checked.manifest);
  const database = await openDatabase(options.target);
  try {
    return { ...checked, rows, migration: (await migrationLevel(database.dataSource)) ?? checked.manifest.migration };
  } finally {
    await database.close();
  }
}

async function restoreEmbedded(dataDir: string | null, schema: typeof migrations, options: RestoreOptions, manifest: BackupManifest): Promise<Record<string, number>> {
  if (!dataDir) throw new Error('An embedded database in memory cannot be restored into: set DATA_DIR.');
  const unlock = lockDataDir(dataDir);
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    if (!options.force && existsSync(join(dataDir, 'PG_VERSION'))) {
      const db = await PGlite.create({ dataDir });
      const existing = new DataSource({ type: 'postgres', driver: pgliteDriver(db) });
      try {
        await refuseRows(existing, options);
      } finally {
        if (existing.isInitialized) await existing.destroy();
        else await db.close();
      }
    }
    const fresh = await PGlite.create({ dataDir: staging, parsers: { [DATE_OID]: keepText } });
    const rows = await loadInto({ ...dataSourceCommon, type: 'postgres', driver: pgliteDriver(fresh), migrations: schema }, options, manifest);
    const replaced = `${dataDir}.replaced-${randomBytes(4).toString('hex')}`;
    renameSync(dataDir, replaced);
    renameSync(staging, dataDir);
    rmSync(replaced, { recursive: true, force: true });
    return rows;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

async function loadInto(dataSourceOptions: DataSourceOptions, options: RestoreOptions, manifest: BackupManifest): Promise<Record<string, number>> {
  const dataSource = new DataSource(dataSourceOptions);
  await dataSource.initialize();
  try {
    await refuseRows(dataSource, options);
    return await loadBackup(dataSource, options.from, manifest);
  } finally {
    await dataSource.destroy();
  }
}

/** Unless `force`, refuses a target where any table holds a row. */
async function refuseRows(dataSource: DataSource, options: RestoreOptions): Promise<void> {
  if (options.force) return;
  if (!dataSource.isInitialized) await dataSource.initialize();
  const holding: string[] = [];
  for (const table of await tablesParentsFirst(dataSource)) {
    const [{ found }] = (await dataSource.query(`SELECT EXISTS (SELECT 1 FROM ${quoted(table.name)}) AS found`)) as { found: boolean }[];
    if (found) holding.push(table.name);
  }
  if (holding.length > 0) {
    throw new TargetNotEmptyError(`The target database is not empty (${holding.join(', ')} hold rows): restore into an empty one, or add --force to replace what it holds.`);
  }
}
