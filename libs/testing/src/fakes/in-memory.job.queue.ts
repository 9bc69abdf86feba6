import type { Job, JobKind, JobQueue } from '@gig/domain';
import { InMemoryStore, requireAccount, requireReport, StoredJob } from './in-memory.store';

const toJob = (job: StoredJob): Job => ({
  id: job.id,
  kind: job.kind,
  subjectId: job.subjectId,
  attempts: job.attempts,
  runAt: new Date(job.runAt.getTime()),
});

/**
 * The queue in a map. Each method finds and changes a job without awaiting in between,
 * so concurrent callers in this process never take the same job.
 */
export class InMemoryJobQueue implements JobQueue {
  constructor(private readonly store: InMemoryStore) {}

  /** A report's job names the report (its row, tombstones included, as `jobs.report_id` does), any other job its account. */
  async enqueue(kind: JobKind, subjectId: string, runAt: Date) {
    if (kind === 'generate_report') requireReport(this.store, subjectId);
    else requireAccount(this.store, subjectId);
    const live = [...this.store.jobs.values()].some((j) => j.kind === kind && j.subjectId === subjectId && j.status !== 'failed');
    if (live) return;
    const sequence = ++this.store.jobSequence;
    const id = String(sequence);
    const job: StoredJob = { id, kind, subjectId, attempts: 0, runAt: new Date(runAt.getTime()), status: 'queued', lockedBy: null, lockedUntil: null, lastError: null, sequence };
    this.store.jobs.set(id, job);
  }

  async claim(workerId: string, now: Date, leaseMs: number) {
    const due = (j: StoredJob) =>
      (j.status === 'queued' && j.runAt <= now) || (j.status === 'running' && j.lockedUntil !== null && j.lockedUntil <= now);
    const [next] = [...this.store.jobs.values()]
      .filter(due)
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.sequence - b.sequence);
    if (!next) return null;
    const claimed: StoredJob = {
      ...next,
      status: 'running',
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: next.attempts + 1,
    };
    this.store.jobs.set(claimed.id, claimed);
    return toJob(claimed);
  }

  async renewLease(jobId: string, workerId: string, until: Date) {
    const job = this.held(jobId, workerId);
    if (job) this.store.jobs.set(jobId, { ...job, lockedUntil: new Date(until.getTime()) });
    return job !== null;
  }

  async complete(jobId: string, workerId: string) {
    if (this.held(jobId, workerId)) this.store.jobs.delete(jobId);
  }

  async fail(jobId: string, workerId: string, error: string, retryAt: Date | null) {
    const job = this.held(jobId, workerId);
    if (!job) return;
    const released = { ...job, lockedBy: null, lockedUntil: null, lastError: error };
    this.store.jobs.set(
      jobId,
      retryAt ? { ...released, status: 'queued', runAt: new Date(retryAt.getTime()) } : { ...released, status: 'failed' },
    );
  }

  private held(jobId: string, workerId: string): StoredJob | null {
    const job = this.store.jobs.get(jobId);
    return job && job.status === 'running' && job.lockedBy === workerId ? job : null;
  }
}
