import { join } from 'node:path';
import type { DatabaseTarget } from '@gig/persistence';
import { duration, Env, integer } from './env-readers';

const DAY_MS = 24 * 3_600_000;

/** Automatic backups: every `intervalMs` (null: off) into `dir`, keeping the `keep` newest. */
export interface BackupConfig {
  readonly intervalMs: number | null;
  readonly dir: string;
  readonly keep: number;
}

/** `BACKUP_INTERVAL` (`24h` on the embedded database, `off` on PostgreSQL), `BACKUP_DIR` (`DATA_DIR/backups`), `BACKUP_KEEP` (7). */
export function backupConfig(env: Env, database: DatabaseTarget, dataDir: string, problems: string[]): BackupConfig {
  const raw = env.BACKUP_INTERVAL?.trim().toLowerCase();
  const intervalMs = raw === 'off' ? null : raw ? duration(env, 'BACKUP_INTERVAL', DAY_MS, problems) : database.kind === 'pglite' ? DAY_MS : null;
  const dir = env.BACKUP_DIR?.trim() || join(dataDir, 'backups');
  return { intervalMs, dir, keep: integer(env, 'BACKUP_KEEP', 7, 1, 1_000, problems) };
}
