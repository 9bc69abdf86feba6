import { DataSource, MigrationExecutor } from 'typeorm';
import type { BackupManifest } from './backup-manifest';
import { dataParts, UnusableBackupError } from './read-backup';
import { MIGRATIONS_TABLE, quoted, rowCounts, tablesParentsFirst } from './schema-catalogue';

/**
 * In one transaction on `dataSource` (whose migrations end at the backup's level): drops the tables there (the caller
 * has checked they may go), builds the schema with the migrations, loads every part in the manifest's order, sets the
 * sequences and counts the rows. Any difference from the manifest rolls it all back. Returns the rows per table.
 */
export async function loadBackup(dataSource: DataSource, path: string, manifest: BackupManifest): Promise<Record<string, number>> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const existing = [...(await tablesParentsFirst(runner)).map((table) => table.name), MIGRATIONS_TABLE];
    await runner.query(`DROP TABLE IF EXISTS ${existing.map(quoted).join(', ')} CASCADE`);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    await executor.executePendingMigrations();
    await checkSchema(runner, manifest);
    const tableOfPart = new Map(manifest.tables.flatMap((table) => table.parts.map((part) => [part, table] as const)));
    for await (const part of dataParts(path, manifest)) {
      const table = tableOfPart.get(part.name);
      if (!table) throw new UnusableBackupError(`${path} holds ${part.name}, which no table of its manifest lists. Nothing was changed.`);
      const rows = part.content.toString('utf8').split('\n').filter(Boolean);
      const columns = table.columns.map(quoted).join(', ');
      await runner.query(
        `INSERT INTO ${quoted(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table.name)}, $1::json)`,
        [`[${rows.join(',')}]`],
      );
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue !== null) await runner.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, true)', [sequence.name, sequence.lastValue]);
    }
    const rows = await rowCounts(runner, manifest.tables.map((table) => table.name));
    const wrong = manifest.tables.filter((table) => rows[table.name] !== table.rows);
    if (wrong.length > 0) {
      throw new UnusableBackupError(`After loading, ${wrong.map((table) => `${table.name} holds ${rows[table.name]} rows where the manifest says ${table.rows}`).join('; ')}. Nothing was changed.`);
    }
    await runner.commitTransaction();
    return rows;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** The migrations up to the backup's level must have made exactly its tables and columns. */
async function checkSchema(runner: Parameters<typeof tablesParentsFirst>[0], manifest: BackupManifest): Promise<void> {
  const built = new Map((await tablesParentsFirst(runner)).map((table) => [table.name, table.columns.join(',')]));
  const differing = manifest.tables.filter((table) => built.get(table.name) !== table.columns.join(','));
  if (differing.length > 0 || built.size !== manifest.tables.length) {
    const names = differing.length > 0 ? differing.map((table) => table.name).join(', ') : 'the list of tables';
    throw new UnusableBackupError(`The schema this build makes at ${manifest.migration} differs from the backup's (${names}). Nothing was changed.`);
  }
}
