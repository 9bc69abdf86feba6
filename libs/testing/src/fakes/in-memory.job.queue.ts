import { type Job, type JobKind, JOB_PRIORITY, type JobQueue } from '@gig/domain';
import { InMemoryStore, jobCompany, StoredJob } from './in-memory.store';

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
    const companyId = jobCompany(this.store, kind, subjectId);
    const live = [...this.store.jobs.values()].some((j) => j.kind === kind && j.subjectId === subjectId && j.status !== 'failed');
    if (live) return;
    const sequence = ++this.store.jobSequence;
    const id = String(sequence);
    const job: StoredJob = { id, kind, subjectId, companyId, priority: JOB_PRIORITY[kind], attempts: 0, runAt: new Date(runAt.getTime()), status: 'queued', lockedBy: null, lockedUntil: null, lastError: null, sequence };
    this.store.jobs.set(id, job);
  }

  /** As TypeOrmJobQueue's claim: the least busy company below its cap first, then priority, due time and queue order. */
  async claim(workerId: string, now: Date, leaseMs: number, maxPerCompany = Infinity) {
    const jobs = [...this.store.jobs.values()];
    const held = new Map<string, number>();
    for (const j of jobs) if (j.status === 'running' && j.lockedUntil !== null && j.lockedUntil > now) held.set(j.companyId, (held.get(j.companyId) ?? 0) + 1);
    const holding = (j: StoredJob) => held.get(j.companyId) ?? 0;
    const due = (j: StoredJob) =>
      (j.status === 'queued' && j.runAt <= now) || (j.status === 'running' && j.lockedUntil !== null && j.lockedUntil <= now);
    const [next] = jobs
      .filter((j) => due(j) && holding(j) < maxPerCompany)
      .sort((a, b) => holding(a) - holding(b) || a.priority - b.priority || a.runAt.getTime() - b.runAt.getTime() || a.sequence - b.sequence);
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
