import { anAccount, aUser, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { RetrievalOutcome } from '../accounts/retrieve-account-data';
import type { JobLease, JobQueue } from '../ports/job-queue.port';
import type { Job } from './job';
import { JobWorker } from './job-worker';

const T0 = new Date('2025-05-01T12:00:00.000Z');
const LEASE_MS = 30_000;

/** A worker over the in-memory job queue (its lease renewals watched) holding one retrieval job, due at T0. */
async function setup() {
  let now = T0.getTime();
  const store = new InMemoryStore();
  store.companies.set('company-1', { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) });
  const user = aUser('company-1');
  store.users.set(user.id, user);
  const account = anAccount(user);
  store.accounts.set(account.id, account);
  const queue = inMemoryRepositories(store).jobs;
  await queue.enqueue('retrieve_account_data', account.id, T0);
  const [{ id: jobId }] = store.jobs.values();
  const renewals = jest.spyOn(queue, 'renewLease').mock.calls;
  let finish: (outcome: RetrievalOutcome) => void = () => undefined;
  let lease: JobLease | null = null;
  const retrieve = {
    execute: (_job: Job, given: JobLease) => {
      lease = given;
      return new Promise<RetrievalOutcome>((resolve) => (finish = resolve));
    },
  };
  const clock = { now: () => new Date(now) };
  const worker = new JobWorker(queue, { retrieve_account_data: retrieve, refresh_account_data: retrieve, generate_report: retrieve, prepare_data_copy: retrieve }, clock, { workerId: 'worker-1', leaseMs: LEASE_MS });
  return {
    jobId,
    worker,
    renewals: () => renewals.map(([, workerId, until]) => ({ workerId, until })),
    /** The job as the queue keeps it (undefined once completed). */
    stored: () => store.jobs.get(jobId),
    lease: () => lease as unknown as JobLease,
    finish: (outcome: RetrievalOutcome = {}) => finish(outcome),
    advance: async (ms: number) => {
      now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    },
    /** Another worker claims the job as if this one's lease had run out. */
    takeOver: () => queue.claim('worker-2', new Date(now + 2 * LEASE_MS), LEASE_MS),
  };
}

describe('JobWorker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renews the lease of a running job every third of it, to a full lease from now, until the job ends', async () => {
    const t = await setup();
    const ran = t.worker.runOnce();
    await t.advance(LEASE_MS / 3 - 1);
    expect(t.renewals()).toEqual([]);
    await t.advance(1);
    for (let i = 0; i < 3; i++) await t.advance(LEASE_MS / 3);
    expect(t.renewals()).toEqual([1, 2, 3, 4].map((n) => ({ workerId: 'worker-1', until: new Date(T0.getTime() + (n * LEASE_MS) / 3 + LEASE_MS) })));
    t.finish();
    expect(await ran).toBe(true);
    expect(t.stored()).toBeUndefined();
    await t.advance(5 * LEASE_MS);
    expect(t.renewals()).toHaveLength(4);
  });

  it('hands the retrieval a lease that stays lost once another worker has taken the job over', async () => {
    const t = await setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    expect(await t.lease().renew()).toBe(true);
    await expect(t.takeOver()).resolves.toMatchObject({ id: t.jobId });
    await t.advance(LEASE_MS / 3);
    expect(t.renewals()).toHaveLength(2);
    expect(await t.lease().renew()).toBe(false);
    await t.advance(LEASE_MS);
    expect(t.renewals()).toHaveLength(2);
    t.finish();
    await ran;
  });

  it('renews within the transaction it is given', async () => {
    const t = await setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    const inTransaction = jest.fn(async () => true);
    expect(await t.lease().renew({ renewLease: inTransaction } as unknown as JobQueue)).toBe(true);
    expect(inTransaction).toHaveBeenCalledWith(t.jobId, 'worker-1', new Date(T0.getTime() + LEASE_MS));
    expect(t.renewals()).toEqual([]);
    t.finish();
    await ran;
  });

  it('runs each claimed job within the given scope, and claims nothing more when none is due', async () => {
    const t = await setup();
    const scoped: string[] = [];
    const ran = t.worker.drain(async (job, run) => {
      scoped.push(`start ${job.id}`);
      await run();
      scoped.push(`end ${job.id}`);
    });
    await t.advance(0);
    expect(scoped).toEqual([`start ${t.jobId}`]);
    t.finish();
    expect(await ran).toBe(1);
    expect(scoped).toEqual([`start ${t.jobId}`, `end ${t.jobId}`]);
  });

  it('hands a running job back to the queue, due now, on release, and no longer calls it its own', async () => {
    const t = await setup();
    const ran = t.worker.runOnce();
    await t.advance(0);
    expect(await t.worker.releaseHeld('shutting down')).toBe(1);
    expect(t.stored()).toMatchObject({ status: 'queued', lockedBy: null, lastError: 'shutting down', runAt: T0 });
    expect(await t.worker.releaseHeld('shutting down')).toBe(0);
    t.finish();
    await ran;
  });
});
