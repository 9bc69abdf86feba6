import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isDomainError, ScheduleRefreshes } from '@gig/domain';
import { storage } from 'nestjs-pino/storage';
import { REFRESH_OPTIONS, REFRESH_ROOM } from '../app.tokens';
import { JobSignal } from './job-signal';

export interface RefreshSchedulerOptions {
  /** Run a scheduler in this process (`REFRESH_ENABLED`); every process may run one. */
  readonly enabled: boolean;
  /** How often it looks for accounts due for refresh. */
  readonly tickMs: number;
}

/** A refresh that finished frees room under its family's cap: the next tick comes this soon after. */
const ROOM_TICK_MS = 20;

/**
 * Queues the refresh jobs of due accounts on every tick (until a tick finds none or the families are at
 * their caps; the scheduler wakes the job worker after each batch); the worker runs them like retrievals. A refresh finishing in this
 * process brings the next tick forward, so a family held at its cap is topped up at once, not a tick later.
 */
@Injectable()
export class RefreshSchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Refresh');
  private timer: NodeJS.Timeout | null = null;
  private nextAt = 0;
  private roomWhileRunning = false;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(ScheduleRefreshes) private readonly scheduler: ScheduleRefreshes,
    @Inject(REFRESH_OPTIONS) private readonly options: RefreshSchedulerOptions,
    @Inject(REFRESH_ROOM) private readonly room: JobSignal,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.room.listen(() => {
      if (this.running) this.roomWhileRunning = true;
      else this.schedule(this.roomTickMs());
    });
    this.schedule(this.options.tickMs);
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

  /** The next tick in `delayMs`, unless one runs now or is due sooner. */
  private schedule(delayMs: number): void {
    if (this.stopped || this.running) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.nextAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextAt = at;
    this.timer = storage.exit(() =>
      setTimeout(() => {
        this.timer = null;
        this.running = this.tick().finally(() => {
          this.running = null;
          this.schedule(this.roomWhileRunning ? this.roomTickMs() : this.options.tickMs);
          this.roomWhileRunning = false;
        });
      }, delayMs),
    );
    this.timer.unref();
  }

  private roomTickMs(): number {
    return Math.min(ROOM_TICK_MS, this.options.tickMs);
  }

  private async tick(): Promise<void> {
    try {
      while (!this.stopped && (await this.scheduler.tick()) > 0);
    } catch (error) {
      if (isDomainError(error) && error.code === 'service_unavailable') this.logger.warn('Refresh scheduler: the database is unreachable; trying again shortly.');
      else this.logger.error(`Refresh scheduler failed: ${(error as Error).stack ?? error}`);
    }
  }
}
