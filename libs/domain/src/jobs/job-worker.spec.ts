import type { RetrievalOutcome } from '../accounts/retrieve-account-data';
import type { JobLease, JobQueue } from '../ports/job.queue';
import type { Job } from './job';
import { JobWorker } from './job-worker';

const T0 = new Date('2025-05-01T12:00:00.000Z');
const LEASE_MS = 30_000;
const JOB: Job = { id: '7', kind: 'retrieve_account_data', subjectId: 'account-1', attempts: 1, runAt: T0 };

function setup() {
  let now = T0.getTime();
  let queued: Job | null = JOB;
  let holder = 'worker-1';
  const renewals: { workerId: string; until: Date }[] = [];
  const completed: string[] = [];
  const failed: { jobId: string; error: string; retryAt: Date | null }[] = [];
  const queue: JobQueue = {
    enqueue: async () => undefined,
    claim: async () => {
      const job = queued;
      queued = null;
      return job;
    },
    renewLease: async (_jobId, workerId, until) => {
      renewals.push({ workerId, until });
      return workerId === holder;
    },
    complete: async (jobId) => void completed.push(jobId),
    fail: async (jobId, _workerId, error, retryAt) => void failed.push({ jobId, error, retryAt }),
  };
  let finish: (outcome: RetrievalOutcome) => void = () => undefined;
  let lease: JobLease | null = null;
  const retrieve = {
    execute: (_job: Job, given: JobLease) => {
      lease = given;
      return new Promise<RetrievalOutcome>((resolve) => (finish = resolve));
    },
  };
  const clock = { now: () => new Date(now) };
  const worker = new JobWorker(queue, { retrieve_account_data: retrieve, refresh_account_data: retrieve, generate_report: retrieve }, clock, { workerId: 'worker-1', leaseMs: LEASE_MS });
  return {
    worker,
    renewals,
    completed,
    failed,
    lease: () => lease as unknown as JobLease,
    finish: (outcome: RetrievalOutcome = {}) => finish(outcome),
    advance: async (ms: number) => {
      now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    },
    takeOver: () => (holder = 'worker-2'),
  };
}

describe('JobWorker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renews the lease of a running job every third of it, to a full lease from now, until the job ends', async () => {
    const t = setup();
    const ran = t.worker.runOnce();
    await t.advance(LEASE_MS / 3 - 1);
    expect(t.renewals).toEqual([]);
    await t.advance(1);
    for (let i = 0; i < 3; i++) await t.advance(LEASE_MS / 3);
    expect(t.renewals).toEqual([1, 2, 3, 4].map((n) => ({ workerId: 'worker-1', until: new Date(T0.getTime() + (n * LEASE_MS) / 3 + LEASE_MS) })));
    t.finish();
    expect(await ran).toBe(true);
    expect(t.completed).toEqual([JOB.id]);
    await t.advance(5 * LEASE_MS);
    expect(t.renewals).toHaveLength(4);
  });

  it('hands the retrieval a lease that stays lost once another worker has taken the job over', async () => {
    const t = setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    expect(await t.lease().renew()).toBe(true);
    t.takeOver();
    await t.advance(LEASE_MS / 3);
    expect(t.renewals).toHaveLength(2);
    expect(await t.lease().renew()).toBe(false);
    await t.advance(LEASE_MS);
    expect(t.renewals).toHaveLength(2);
    t.finish();
    await ran;
  });

  it('renews within the transaction it is given', async () => {
    const t = setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    const inTransaction = jest.fn(async () => true);
    expect(await t.lease().renew({ renewLease: inTransaction } as unknown as JobQueue)).toBe(true);
    expect(inTransaction).toHaveBeenCalledWith(JOB.id, 'worker-1', new Date(T0.getTime() + LEASE_MS));
    expect(t.renewals).toEqual([]);
    t.finish();
    await ran;
  });

  it('runs each claimed job within the given scope, and claims nothing more when none is due', async () => {
    const t = setup();
    const scoped: string[] = [];
    const ran = t.worker.drain(async (job, run) => {
      scoped.push(`start ${job.id}`);
      await run();
      scoped.push(`end ${job.id}`);
    });
    await t.advance(0);
    expect(scoped).toEqual(['start 7']);
    t.finish();
    expect(await ran).toBe(1);
    expect(scoped).toEqual(['start 7', 'end 7']);
  });

  it('hands a running job back to the queue, due now, on release, and no longer calls it its own', async () => {
    const t = setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    expect(await t.worker.releaseHeld('shutting down')).toBe(1);
    expect(t.failed).toEqual([{ jobId: JOB.id, error: 'shutting down', retryAt: T0 }]);
    expect(await t.worker.releaseHeld('shutting down')).toBe(0);
    t.finish();
    await ran;
  });
});
