import type { Clock } from '../ports/clock';
import type { RefreshQueue } from '../ports/refresh.queue';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { PlatformRegistry } from '../platforms/platform-registry';

export interface ScheduleRefreshesDeps {
  readonly refreshes: Pick<RefreshQueue, 'anyDue'>;
  readonly unitOfWork: UnitOfWork;
  readonly platforms: PlatformRegistry;
  readonly clock: Clock;
  /** Refreshes of a family queued or running at once, across every process. */
  readonly concurrencyOf: (family: string) => number;
  /** Accounts taken per statement. */
  readonly batchSize: number;
}

/**
 * One scheduler tick: queues refresh jobs for due accounts, family by family, never more of a family
 * at once than its cap, whatever the number of schedulers (each family is filled by one at a time).
 * An idle tick is one indexed existence check.
 */
export class ScheduleRefreshes {
  constructor(private readonly deps: ScheduleRefreshesDeps) {}

  /** Refreshes queued by this tick. */
  async tick(): Promise<number> {
    const now = this.deps.clock.now();
    if (!(await this.deps.refreshes.anyDue(now))) return 0;
    let queued = 0;
    for (const [family, codes] of this.families()) queued += await this.fill(family, codes, now);
    return queued;
  }

  private fill(family: string, codes: readonly string[], now: Date): Promise<number> {
    return this.deps.unitOfWork.run(async ({ refreshes }) => {
      if (!(await refreshes.takeFamilyTurn(family))) return 0;
      const room = Math.min(this.deps.concurrencyOf(family) - (await refreshes.inflight(codes)), this.deps.batchSize);
      return room > 0 ? refreshes.enqueueDue(now, codes, room) : 0;
    });
  }

  private families(): Map<string, string[]> {
    const byFamily = new Map<string, string[]>();
    for (const platform of this.deps.platforms.all()) byFamily.set(platform.family, [...(byFamily.get(platform.family) ?? []), platform.code]);
    return byFamily;
  }
}
