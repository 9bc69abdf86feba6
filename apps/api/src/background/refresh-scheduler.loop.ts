import type { ScheduleRefreshes } from '@gig/domain';
import type { BackgroundLoopPlan } from './background-loops';
import type { JobSignal } from './job-signal';

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
export function refreshSchedulerLoop(scheduler: ScheduleRefreshes, options: RefreshSchedulerOptions, room: JobSignal): BackgroundLoopPlan {
  return {
    name: 'refresh', label: 'Refresh scheduler', context: 'Refresh', intervalMs: options.tickMs, enabled: options.enabled, firstDelayMs: options.tickMs,
    listen: (loop) => room.listen(() => loop.wake(Math.min(ROOM_TICK_MS, options.tickMs))),
    tick: async (loop) => {
      while (!loop.stopped && (await scheduler.tick()) > 0);
    },
  };
}
