import { resolve } from 'node:path';
import { existingCredentialsKey, restoreBackup, RestoredBackup, TargetNotEmptyError } from '@gig/persistence';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { selfMadeSigningFiles, type TakeBackup, type TakenBackup } from '../../background/backup/take-backup';
import { parseFlags, required, UsageError } from './cli-args';

/** The flags that name files: made absolute by the CLI, since a running server may run the command from another folder. */
const PATH_FLAGS = ['--to', '--from', '--file'];

export function withAbsolutePaths(argv: readonly string[], cwd: string): string[] {
  return argv.map((word, i) => (i > 0 && PATH_FLAGS.includes(argv[i - 1]) ? resolve(cwd, word) : word));
}

/** `backup --to FILE`: a consistent backup, also while the server runs. */
export async function runBackupCommand(args: string[], takeBackup: TakeBackup | undefined): Promise<unknown> {
  if (!takeBackup) throw new UsageError('backup needs the database the server uses.');
  return presentBackup(await takeBackup.execute(required(parseFlags(args), 'to')));
}

function presentBackup({ file, manifest }: TakenBackup) {
  return { file, created_at: manifest.createdAt, migration: manifest.migration, rows: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])) };
}

/**
 * `restore --from FILE [--force]`: into the embedded database under `DATA_DIR` (the server stopped) or the PostgreSQL of
 * `DATABASE_URL`, with the credentials key the backup was made with; then the sealed signing certificate into `DATA_DIR`.
 */
export async function runRestoreCommand(args: string[], config: AppConfig): Promise<unknown> {
  const flags = parseFlags(args.filter((word) => word !== '--force'));
  const force = args.includes('--force');
  const from = required(flags, 'from');
  if (!existsSync(from)) throw new UsageError(`${from} does not exist.`);
  const credentialsKey = existingCredentialsKey({ CREDENTIALS_KEY: config.credentialsKey ?? undefined }, config.dataDir);
  if (!credentialsKey) {
    throw new Error(`No credentials key: set CREDENTIALS_KEY, or put the credentials.key file kept beside the backup into ${config.dataDir}, as where the backup was taken.`);
  }
  const selfMade = selfMadeSigningFiles(config.reportSigning);
  const restored = await restoreBackup({
    from, target: config.database, credentialsKey, force,
    checked: ({ secrets }) => {
      for (const kept of secrets.filter((secret) => selfMade.includes(secret.name))) {
        const certificate = join(config.dataDir, kept.name);
        if (!force && existsSync(certificate) && !readFileSync(certificate).equals(kept.content)) {
          throw new TargetNotEmptyError(`${certificate} holds another signing certificate than the backup: move it away, or add --force to replace it.`);
        }
      }
    },
  });
  for (const kept of restored.secrets.filter((secret) => selfMade.includes(secret.name))) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(join(config.dataDir, kept.name), kept.content, { mode: 0o600 });
  }
  return presentRestore(from, config, restored);
}

function presentRestore(from: string, config: AppConfig, { manifest, rows, migration }: RestoredBackup) {
  return {
    restored_from: from, created_at: manifest.createdAt, into: config.database.kind === 'postgres' ? 'postgres' : 'embedded',
    backup_migration: manifest.migration, migration, rows,
  };
}
