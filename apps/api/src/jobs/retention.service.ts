import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isDomainError, PurgeExpiredRecords } from '@gig/domain';
import { storage } from 'nestjs-pino/storage';
import { RETENTION_OPTIONS } from '../app.tokens';

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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(PurgeExpiredRecords) private readonly purge: PurgeExpiredRecords,
    @Inject(RETENTION_OPTIONS) private readonly options: RetentionOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.enabled) this.schedule(Math.min(FIRST_RUN_MS, this.options.intervalMs));
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the current pass has ended (a graceful shutdown calls it first). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = storage.exit(() =>
      setTimeout(() => {
        this.timer = null;
        this.running = this.run().finally(() => {
          this.running = null;
          this.schedule(this.options.intervalMs);
        });
      }, delayMs),
    );
    this.timer.unref();
  }

  private async run(): Promise<void> {
    try {
      const purged = await this.purge.execute(() => this.stopped);
      const counts = Object.entries(purged).filter(([, count]) => count > 0);
      if (counts.length > 0) this.logger.log(`Purged ${counts.map(([kind, count]) => `${count} ${kind}`).join(', ')}.`);
    } catch (error) {
      if (isDomainError(error) && error.code === 'service_unavailable') this.logger.warn('Retention: the database is unreachable; trying again at the next run.');
      else this.logger.error(`Retention failed: ${(error as Error).stack ?? error}`);
    }
  }
}
