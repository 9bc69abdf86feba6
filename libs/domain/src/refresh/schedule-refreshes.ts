import type { Clock } from '../ports/clock.port';
import type { DueBatch, DueCursor, RefreshQueue } from '../ports/refresh-queue.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { PlatformRegistry } from '../platforms/platform-registry';

export interface ScheduleRefreshesDeps {
  readonly refreshes: Pick<RefreshQueue, 'anyDue'>;
  readonly unitOfWork: UnitOfWork;
  readonly platforms: PlatformRegistry;
  readonly clock: Clock;
  /** Refreshes of a family queued or running at once, across every process; null: no cap. */
  readonly concurrencyOf: (family: string) => number | null;
  /** Accounts taken per statement. */
  readonly batchSize: number;
  /** Wakes an idle job worker (after each batch queued). */
  readonly jobQueued?: () => void;
}

const NOTHING: DueBatch = { taken: 0, last: null };

/**
 * One scheduler tick: queues refresh jobs for due accounts, family by family, never more of a family
 * at once than its cap, whatever the number of schedulers (each family is filled by one at a time).
 * An idle tick is one indexed existence check; a busy one costs O(batch) per statement, however large
 * the cohort, since each batch goes on from where the last one stopped.
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

  /** Fills the family's room, a batch per transaction, until nothing is due or the cap is reached. */
  private async fill(family: string, codes: readonly string[], now: Date): Promise<number> {
    const cap = this.deps.concurrencyOf(family);
    let queued = 0;
    for (let after: DueCursor | null = null; ; ) {
      const batch = await this.deps.unitOfWork.run(async ({ refreshes }) => {
        if (!(await refreshes.takeFamilyTurn(family))) return NOTHING;
        const room = cap === null ? this.deps.batchSize : Math.min(this.deps.batchSize, cap - (await refreshes.inflight(codes, cap)));
        return room > 0 ? refreshes.enqueueDue(now, codes, room, after) : NOTHING;
      });
      if (batch.taken === 0 || batch.last === null) return queued;
      queued += batch.taken;
      after = batch.last;
      this.deps.jobQueued?.();
    }
  }

  private families(): Map<string, string[]> {
    const byFamily = new Map<string, string[]>();
    for (const platform of this.deps.platforms.all()) byFamily.set(platform.family, [...(byFamily.get(platform.family) ?? []), platform.code]);
    return byFamily;
  }
}
