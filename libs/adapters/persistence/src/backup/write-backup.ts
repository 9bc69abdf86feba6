import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, rmSync } from 'node:fs';
import type { QueryRunner } from 'typeorm';
import type { Database } from '../data-source/open-database';
import { AesGcmSecretBox } from '../secrets/aes-gcm.secret-box';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupManifest, credentialsKeyCheck, MANIFEST_ENTRY, ManifestPart, ManifestTable, sha256 } from './backup-manifest';
import { migrationLevel, quoted, sequenceValues, tablesParentsFirst } from './schema-catalogue';
import { TarGzWriter } from './tar-gz.writer';

/** Rows are written in parts of about this size, so that neither writing nor loading holds a whole table in memory. */
const PART_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 1_000;

export interface BackupOptions {
  /** The file to create; an existing file is never replaced. */
  readonly to: string;
  /** Seals `secrets`, and is checked again on restore. */
  readonly credentialsKey: Buffer;
  /** Files of `DATA_DIR` to keep with the data (sealed). */
  readonly secrets: readonly { readonly name: string; readonly content: Buffer }[];
  readonly now: Date;
  /** Where it is taken (`pglite` or `postgres`), for the manifest. */
  readonly source: string;
}

/**
 * Writes a backup of `database` to `options.to`: every table's rows from one snapshot (a REPEATABLE READ transaction:
 * on PostgreSQL writers go on meanwhile; the embedded database has one session, so its requests wait until the rows are
 * read), the sealed secrets and the manifest, in one `.tar.gz` (0600) that appears under its name only once complete.
 */
export async function writeBackup(database: Pick<Database, 'dataSource'>, options: BackupOptions): Promise<BackupManifest> {
  if (existsSync(options.to)) throw new Error(`${options.to} already exists: a backup never replaces a file.`);
  const partial = `${options.to}.${randomBytes(6).toString('hex')}.partial`;
  const writer = new TarGzWriter(partial);
  try {
    const parts: Record<string, ManifestPart> = {};
    const add = async (name: string, content: Buffer) => {
      parts[name] = { bytes: content.length, sha256: sha256(content) };
      await writer.add(name, content, options.now);
    };
    const snapshot = await dumpSnapshot(database, add);
    const box = new AesGcmSecretBox(options.credentialsKey);
    const secrets = [];
    for (const secret of options.secrets) {
      const part = `secrets/${secret.name}.sealed`;
      await add(part, Buffer.from(box.seal(secret.content.toString('base64'))));
      secrets.push({ name: secret.name, part });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, createdAt: options.now.toISOString(),
      source: options.source,
      ...snapshot, secrets, credentialsKeyCheck: credentialsKeyCheck(options.credentialsKey), parts,
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`), options.now);
    await writer.finish();
    // A link fails on an existing file rather than replace it: the backup appears whole or not at all.
    linkSync(partial, options.to);
    return manifest;
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    rmSync(partial, { force: true });
  }
}

type AddPart = (name: string, content: Buffer) => Promise<void>;

async function dumpSnapshot(database: Pick<Database, 'dataSource'>, add: AddPart): Promise<Pick<BackupManifest, 'migration' | 'tables' | 'sequences'>> {
  const runner = database.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    const migration = await migrationLevel(runner);
    if (migration === null) throw new Error('The database has no schema yet: there is nothing to back up.');
    const tables: ManifestTable[] = [];
    for (const table of await tablesParentsFirst(runner)) tables.push({ ...table, ...(await dumpTable(runner, table.name, add)) });
    const sequences = await sequenceValues(runner);
    await runner.commitTransaction();
    return { migration, tables, sequences };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** The table's rows as JSON lines (`row_to_json`: every type in its text form, which `json_populate_recordset` reads back), in parts. */
async function dumpTable(runner: QueryRunner, table: string, add: AddPart): Promise<{ rows: number; parts: string[] }> {
  const parts: string[] = [];
  let rows = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    const name = `data/${table}.${String(parts.length + 1).padStart(6, '0')}.jsonl`;
    await add(name, Buffer.from(lines.join(''), 'utf8'));
    parts.push(name);
    lines = [];
    bytes = 0;
  };
  await runner.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(backup_row)::text AS line FROM ${quoted(table)} AS backup_row`);
  for (;;) {
    const fetched = (await runner.query(`FETCH ${FETCH_ROWS} FROM backup_rows`)) as { line: string }[];
    if (fetched.length === 0) break;
    for (const { line } of fetched) {
      lines.push(`${line}\n`);
      bytes += line.length + 1;
      rows++;
      if (bytes >= PART_BYTES) await flush();
    }
  }
  await runner.query('CLOSE backup_rows');
  if (lines.length > 0) await flush();
  return { rows, parts };
}
