import { Logger } from '@nestjs/common';
import type { PurgeExpiredRecords } from '@gig/domain';
import type { BackgroundLoopPlan } from './background-loops';

export interface RetentionOptions {
  /** Run the purge in this process (`RETENTION_ENABLED`); every process may: purges skip the rows another one is deleting. */
  readonly enabled: boolean;
  /** How often (`RETENTION_INTERVAL_MS`). */
  readonly intervalMs: number;
}

/** The first purge comes this soon after start (or after one interval, if shorter), so that a process restarted often still purges. */
const FIRST_RUN_MS = 30_000;

/**
 * Deletes expired idempotency keys, ended sign-in counters and the old webhook log, and expires old reports, batch after batch,
 * shortly after start and then every interval; a shutdown stops it between two batches.
 */
export function retentionLoop(purge: PurgeExpiredRecords, options: RetentionOptions): BackgroundLoopPlan {
  const logger = new Logger('Retention');
  return {
    name: 'retention', label: 'Retention', context: 'Retention', intervalMs: options.intervalMs, enabled: options.enabled,
    firstDelayMs: Math.min(FIRST_RUN_MS, options.intervalMs),
    tick: async (loop) => {
      const purged = await purge.execute(() => loop.stopped);
      const counts = Object.entries(purged).filter(([, count]) => count > 0);
      if (counts.length > 0) logger.log(`Purged ${counts.map(([kind, count]) => `${count} ${kind}`).join(', ')}.`);
    },
  };
}
