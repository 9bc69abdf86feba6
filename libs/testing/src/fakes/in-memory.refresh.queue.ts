import { Account, accountStatus, canStartRefresh, DueBatch, DueCursor, isRefreshable, RefreshQueue, transition } from '@gig/domain';
import { InMemoryJobQueue } from './in-memory.job.queue';
import type { InMemoryStore } from './in-memory.store';

/** Due order: the plan, then the id. */
const position = (account: Account) => `${String((account.nextRefreshAt as Date).getTime()).padStart(16, '0')}|${account.id}`;

export class InMemoryRefreshQueue implements RefreshQueue {
  constructor(private readonly store: InMemoryStore) {}

  async anyDue(now: Date) {
    return [...this.store.accounts.values()].some((account) => isRefreshable(account, now));
  }

  /** One process, and its transactions run one at a time: the turn is always free. */
  async takeFamilyTurn() {
    return true;
  }

  async inflight(platforms: readonly string[], upTo: number) {
    return Math.min(upTo, this.inflightJobs().filter((job) => platforms.includes(this.store.accounts.get(job.subjectId)?.platform ?? '')).length);
  }

  async enqueueDue(now: Date, platforms: readonly string[], limit: number, after: DueCursor | null = null): Promise<DueBatch> {
    const taken = [...this.store.accounts.values()]
      .filter((account) => isRefreshable(account, now) && platforms.includes(account.platform) && (!after || position(account) > after.position))
      .sort((a, b) => (position(a) < position(b) ? -1 : 1))
      .slice(0, Math.max(0, limit));
    const last = taken.length > 0 ? { position: position(taken[taken.length - 1]) } : null;
    for (const account of taken) this.store.accounts.set(account.id, { ...account, nextRefreshAt: null });
    const jobs = new InMemoryJobQueue(this.store);
    for (const account of taken) await jobs.enqueue('refresh_account_data', account.id, now);
    return { taken: taken.length, last };
  }

  async isRefreshing(accountId: string) {
    return this.inflightJobs().some((job) => job.subjectId === accountId);
  }

  async startOnDemand(accountId: string, now: Date) {
    const account = this.store.accounts.get(accountId);
    if (!account || !canStartRefresh(account.status)) return false;
    this.store.accounts.set(accountId, { ...account, status: transition(account.status, accountStatus.syncing, 'refresh_on_demand'), statusDetails: null, updatedAt: now });
    await new InMemoryJobQueue(this.store).enqueue('refresh_account_data', accountId, now);
    return true;
  }

  private inflightJobs() {
    return [...this.store.jobs.values()].filter((job) => job.kind === 'refresh_account_data' && job.status !== 'failed');
  }
}
