import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { ScheduleRefreshes } from '@gig/domain';
import { BACKGROUND_HOOKS, REFRESH_OPTIONS, REFRESH_ROOM } from '../composition/app.tokens';
import { BackgroundLoop, type BackgroundLoopHooks } from './background-loop';
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
  private readonly loop: BackgroundLoop;

  constructor(
    @Inject(ScheduleRefreshes) private readonly scheduler: ScheduleRefreshes,
    @Inject(REFRESH_OPTIONS) private readonly options: RefreshSchedulerOptions,
    @Inject(REFRESH_ROOM) private readonly room: JobSignal,
    @Optional() @Inject(BACKGROUND_HOOKS) hooks?: BackgroundLoopHooks,
  ) {
    const task = { name: 'refresh', label: 'Refresh scheduler', context: 'Refresh', intervalMs: options.tickMs };
    this.loop = new BackgroundLoop({ ...task, tick: (stopped) => this.queueDue(stopped) }, hooks);
  }

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.room.listen(() => this.loop.wake(Math.min(ROOM_TICK_MS, this.options.tickMs)));
    this.loop.start(this.options.tickMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the current pass has ended (a graceful shutdown calls it first). */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async queueDue(stopped: () => boolean): Promise<void> {
    while (!stopped() && (await this.scheduler.tick()) > 0);
  }
}
