import { Logger } from '@nestjs/common';
import type { Clock } from '@gig/domain';
import type { BackgroundLoopPlan } from './background-loops';
import type { BackupFolder } from './backup/backup-folder';
import type { TakeBackup } from './backup/take-backup';
import type { BackupConfig } from '../platform/config/backup-config';

/** A backup overdue at start waits this long (or one interval, if shorter), so that the start itself is not slowed. */
const FIRST_RUN_MS = 60_000;

/**
 * Writes a backup into `BACKUP_DIR` every `BACKUP_INTERVAL`, counted from the newest one there (a restart neither skips
 * nor repeats one), and keeps the `BACKUP_KEEP` newest.
 */
export function backupScheduleLoop(takeBackup: TakeBackup, folder: BackupFolder, config: BackupConfig, clock: Clock): BackgroundLoopPlan {
  const logger = new Logger('Backups');
  const intervalMs = config.intervalMs ?? 0;
  const newest = config.intervalMs === null ? null : folder.newestAt();
  const dueInMs = newest ? newest.getTime() + intervalMs - clock.now().getTime() : 0;
  return {
    name: 'backups', label: 'Backup schedule', context: 'Backups', intervalMs, enabled: config.intervalMs !== null,
    firstDelayMs: Math.max(dueInMs, Math.min(FIRST_RUN_MS, intervalMs)),
    tick: async () => {
      const started = performance.now();
      const { file, manifest } = await takeBackup.execute(folder.nextFile(clock.now()));
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      const pruned = folder.prune(config.keep);
      logger.log(`Backup ${file} written (${rows} rows, ${Math.round(performance.now() - started)} ms)${pruned.length > 0 ? `; removed ${pruned.join(', ')}` : ''}.`);
    },
  };
}
