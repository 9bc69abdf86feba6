import { refreshesOnCadence, WorkerRequest, WorkerRequestRepository, WorkerRequestStatus } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

const byDue = (a: WorkerRequest, b: WorkerRequest) =>
  Number(b.status === 'pending') - Number(a.status === 'pending') || a.dueOn.localeCompare(b.dueOn) ||
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

export class InMemoryWorkerRequestRepository implements WorkerRequestRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(request: WorkerRequest) {
    const user = request.userId === null ? undefined : this.store.users.get(request.userId);
    if (!user || user.companyId !== request.companyId) throw new Error('foreign key violation: no such user');
    const pending = [...this.store.workerRequests.values()].find((r) => r.userId === request.userId && r.type === request.type && r.status === 'pending');
    if (pending) return { request: pending, created: false };
    this.store.workerRequests.set(request.id, request);
    if (request.type === 'deletion') {
      this.store.blockedUsers.set(user.id, request.createdAt);
      for (const account of this.store.accounts.values()) {
        if (account.userId !== user.id) continue;
        this.store.accounts.set(account.id, { ...account, nextRefreshAt: null });
        for (const [id, job] of this.store.jobs) if (job.kind !== 'generate_report' && job.subjectId === account.id && job.status !== 'failed') this.store.jobs.delete(id);
      }
    }
    return { request, created: true };
  }

  async find(companyId: string, requestId: string) {
    const request = this.store.workerRequests.get(requestId);
    return request && request.companyId === companyId ? request : null;
  }

  async list(companyId: string, status: WorkerRequestStatus | null) {
    return [...this.store.workerRequests.values()].filter((r) => r.companyId === companyId && (status === null || r.status === status)).sort(byDue);
  }

  async countPending(companyId: string, today: string) {
    const pending = [...this.store.workerRequests.values()].filter((r) => r.companyId === companyId && r.status === 'pending');
    return { pending: pending.length, overdue: pending.filter((r) => r.dueOn < today).length };
  }

  async listForUser(companyId: string, userId: string) {
    return [...this.store.workerRequests.values()]
      .filter((r) => r.companyId === companyId && r.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async decline(companyId: string, requestId: string, reason: string, at: Date) {
    const declined = this.resolve(companyId, requestId, { status: 'declined', declineReason: reason, resolvedAt: at });
    if (declined?.type === 'deletion' && declined.userId !== null) {
      this.store.blockedUsers.delete(declined.userId);
      for (const account of this.store.accounts.values()) {
        if (account.userId === declined.userId && account.refreshEnabled && refreshesOnCadence(account.status)) this.store.accounts.set(account.id, { ...account, nextRefreshAt: at });
      }
    }
    return declined;
  }

  async complete(companyId: string, requestId: string, at: Date) {
    return this.resolve(companyId, requestId, { status: 'completed', declineReason: null, resolvedAt: at });
  }

  private resolve(companyId: string, requestId: string, outcome: Pick<WorkerRequest, 'status' | 'declineReason' | 'resolvedAt'>): WorkerRequest | null {
    const request = this.store.workerRequests.get(requestId);
    if (!request || request.companyId !== companyId || request.status !== 'pending') return null;
    const resolved = { ...request, ...outcome };
    this.store.workerRequests.set(requestId, resolved);
    return resolved;
  }
}

/** What ON DELETE SET NULL does to a deleted user's requests. */
export function forgetRequestsOf(store: InMemoryStore, userId: string): void {
  for (const [id, request] of store.workerRequests) if (request.userId === userId) store.workerRequests.set(id, { ...request, userId: null });
  for (const [id, entry] of store.consentHistory) if (entry.userId === userId) store.consentHistory.set(id, { ...entry, userId: null });
  store.blockedUsers.delete(userId);
}
