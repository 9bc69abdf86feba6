import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { PurgeExpiredRecords } from '@gig/domain';
import { BACKGROUND_HOOKS, RETENTION_OPTIONS } from '../composition/app.tokens';
import { BackgroundLoop, type BackgroundLoopHooks } from './background-loop';

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
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly loop: BackgroundLoop;

  constructor(
    @Inject(PurgeExpiredRecords) private readonly purge: PurgeExpiredRecords,
    @Inject(RETENTION_OPTIONS) private readonly options: RetentionOptions,
    @Optional() @Inject(BACKGROUND_HOOKS) hooks?: BackgroundLoopHooks,
  ) {
    const task = { name: 'retention', label: 'Retention', context: 'Retention', intervalMs: options.intervalMs };
    this.loop = new BackgroundLoop({ ...task, tick: (stopped) => this.run(stopped) }, hooks);
  }

  onApplicationBootstrap(): void {
    if (this.options.enabled) this.loop.start(Math.min(FIRST_RUN_MS, this.options.intervalMs));
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the current pass has ended (a graceful shutdown calls it first). */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async run(stopped: () => boolean): Promise<void> {
    const purged = await this.purge.execute(stopped);
    const counts = Object.entries(purged).filter(([, count]) => count > 0);
    if (counts.length > 0) this.logger.log(`Purged ${counts.map(([kind, count]) => `${count} ${kind}`).join(', ')}.`);
  }
}
