import type { Account, Job } from '@gig/domain';
import { randomUUID } from 'node:crypto';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';
import { aReport, NO_REPORT_LIMITS } from './report.fixtures';

const KIND = 'retrieve_account_data';
const T0 = new Date('2025-05-01T12:00:00.000Z');
const LEASE_MS = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The claimed job; a claim that found none fails the test here. */
async function claimed(claim: Promise<Job | null>): Promise<Job> {
  const job = await claim;
  if (!job) throw new Error('expected a job to be claimed');
  return job;
}

export function describeJobQueueContract(name: string, make: MakePersistenceHarness): void {
  describe(`JobQueue contract: ${name}`, () => {
    const harness = useHarness(make);
    const jobs = () => harness().repositories.jobs;

    async function accounts(count: number): Promise<Account[]> {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const created = Array.from({ length: count }, (_, i) => anAccount(user, { identifier: `driver${i}@example.com` }));
      for (const account of created) await repos.accounts.create(account);
      return created;
    }

    it('has nothing to claim when nothing is queued', async () => {
      expect(await jobs().claim('worker-1', T0, LEASE_MS)).toBeNull();
    });

    it('claims due jobs by run_at, never one that is not due yet', async () => {
      const [a, b, c] = await accounts(3);
      await jobs().enqueue(KIND, a.id, at(2_000));
      await jobs().enqueue(KIND, b.id, at(1_000));
      await jobs().enqueue(KIND, c.id, at(5_000));
      expect(await jobs().claim('worker-1', at(999), LEASE_MS)).toBeNull();
      const first = await jobs().claim('worker-1', at(3_000), LEASE_MS);
      expect(first).toEqual<Job>({ id: expect.any(String), kind: KIND, subjectId: b.id, attempts: 1, runAt: at(1_000) });
      expect(await jobs().claim('worker-1', at(3_000), LEASE_MS)).toMatchObject({ subjectId: a.id, attempts: 1, runAt: at(2_000) });
      expect(await jobs().claim('worker-1', at(3_000), LEASE_MS)).toBeNull();
      expect(await jobs().claim('worker-1', at(5_000), LEASE_MS)).toMatchObject({ subjectId: c.id });
    });

    it('keeps one queued or running job per kind and account', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, at(0));
      await jobs().enqueue(KIND, a.id, at(-5_000));
      const job = await claimed(jobs().claim('worker-1', at(0), LEASE_MS));
      expect(job).toMatchObject({ subjectId: a.id, runAt: at(0) });
      await jobs().enqueue(KIND, a.id, at(0));
      expect(await jobs().claim('worker-2', at(1_000), LEASE_MS)).toBeNull();
      await jobs().complete(job.id, 'worker-1');
      expect(await jobs().claim('worker-2', at(LEASE_MS * 10), LEASE_MS)).toBeNull();
      await jobs().enqueue(KIND, a.id, at(2_000));
      expect(await jobs().claim('worker-2', at(2_000), LEASE_MS)).toMatchObject({ subjectId: a.id, attempts: 1 });
    });

    it('hands a job whose lease ran out to another worker, counting attempts', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      const first = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      expect(await jobs().claim('worker-2', at(LEASE_MS - 1), LEASE_MS)).toBeNull();
      const second = await jobs().claim('worker-2', at(LEASE_MS), LEASE_MS);
      expect(second).toEqual({ ...first, attempts: 2 });
      await jobs().complete(first.id, 'worker-1');
      await jobs().fail(first.id, 'worker-1', 'too late', null);
      expect(await jobs().claim('worker-3', at(2 * LEASE_MS - 1), LEASE_MS)).toBeNull();
      expect(await jobs().claim('worker-3', at(2 * LEASE_MS), LEASE_MS)).toEqual({ ...first, attempts: 3 });
    });

    it('renews a lease only for the worker holding the job, which keeps other workers off it', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      const job = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      expect(await jobs().renewLease(job.id, 'worker-2', at(10 * LEASE_MS))).toBe(false);
      expect(await jobs().renewLease('999999', 'worker-1', at(10 * LEASE_MS))).toBe(false);
      expect(await jobs().renewLease('not-a-job', 'worker-1', at(10 * LEASE_MS))).toBe(false);
      expect(await jobs().claim('worker-2', at(LEASE_MS), LEASE_MS)).toMatchObject({ id: job.id, attempts: 2 });
      // worker-2 holds it now; its lease ran out too, but nobody took it: its renewal still holds.
      expect(await jobs().renewLease(job.id, 'worker-2', at(3 * LEASE_MS))).toBe(true);
      expect(await jobs().renewLease(job.id, 'worker-1', at(10 * LEASE_MS))).toBe(false);
      expect(await jobs().claim('worker-3', at(3 * LEASE_MS - 1), LEASE_MS)).toBeNull();
      expect(await jobs().claim('worker-3', at(3 * LEASE_MS), LEASE_MS)).toMatchObject({ id: job.id, attempts: 3 });
    });

    it('renews nothing once the job is completed, released or failed', async () => {
      const [a, b, c] = await accounts(3);
      for (const account of [a, b, c]) await jobs().enqueue(KIND, account.id, T0);
      const done = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      const retried = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      const failed = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      expect(await jobs().renewLease(done.id, 'worker-1', at(LEASE_MS))).toBe(true);
      await jobs().complete(done.id, 'worker-1');
      await jobs().fail(retried.id, 'worker-1', 'platform_unavailable', at(5 * LEASE_MS));
      await jobs().fail(failed.id, 'worker-1', 'invalid_credentials', null);
      for (const job of [done, retried, failed]) expect(await jobs().renewLease(job.id, 'worker-1', at(LEASE_MS))).toBe(false);
      expect(await jobs().claim('worker-2', at(5 * LEASE_MS), LEASE_MS)).toMatchObject({ id: retried.id, attempts: 2 });
    });

    it('completes a job only for the worker holding it', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      const job = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      await jobs().complete(job.id, 'worker-2');
      await jobs().complete('999999', 'worker-1');
      await jobs().complete('not-a-job', 'worker-1');
      expect(await jobs().claim('worker-2', at(LEASE_MS), LEASE_MS)).toMatchObject({ id: job.id, attempts: 2 });
      await jobs().complete(job.id, 'worker-2');
      expect(await jobs().claim('worker-3', at(100 * LEASE_MS), LEASE_MS)).toBeNull();
    });

    it('releases a failed job to run again at its retry time', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      const job = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      await jobs().fail(job.id, 'worker-1', 'platform_unavailable', at(5 * LEASE_MS));
      expect(await jobs().claim('worker-2', at(5 * LEASE_MS - 1), LEASE_MS)).toBeNull();
      expect(await jobs().claim('worker-2', at(5 * LEASE_MS), LEASE_MS)).toEqual({ ...job, attempts: 2, runAt: at(5 * LEASE_MS) });
    });

    it('keeps a job failed for good out of every claim, and lets a new one be queued', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      const job = await claimed(jobs().claim('worker-1', T0, LEASE_MS));
      await jobs().fail(job.id, 'worker-2', 'not mine', null);
      await jobs().fail(job.id, 'worker-1', 'invalid_credentials', null);
      expect(await jobs().claim('worker-2', at(1_000 * LEASE_MS), LEASE_MS)).toBeNull();
      await jobs().enqueue(KIND, a.id, at(1));
      const again = await jobs().claim('worker-2', at(1), LEASE_MS);
      expect(again).toMatchObject({ subjectId: a.id, attempts: 1, runAt: at(1) });
      expect(again?.id).not.toBe(job.id);
    });

    it('never hands the same job to two concurrent claims', async () => {
      const [a, b] = await accounts(2);
      await jobs().enqueue(KIND, a.id, T0);
      const one = await Promise.all([jobs().claim('worker-1', T0, LEASE_MS), jobs().claim('worker-2', T0, LEASE_MS)]);
      expect(one.filter((job) => job !== null).map((job) => job?.subjectId)).toEqual([a.id]);
      await jobs().enqueue(KIND, b.id, T0);
      const later = at(LEASE_MS);
      const two = await Promise.all([jobs().claim('worker-3', later, LEASE_MS), jobs().claim('worker-4', later, LEASE_MS)]);
      expect(two.map((job) => job?.subjectId).sort()).toEqual([a.id, b.id].sort());
    });

    it('queues a report’s generation by the report: one live job per report, beside its account’s jobs, never for an unknown report', async () => {
      const [a] = await accounts(1);
      const repos = harness().repositories;
      const report = aReport({ id: a.userId, companyId: a.companyId });
      expect(await repos.reports.createWithin(report, NO_REPORT_LIMITS)).toBe('created');
      await jobs().enqueue('generate_report', report.id, at(1_000));
      await jobs().enqueue('generate_report', report.id, at(0));
      await jobs().enqueue(KIND, a.id, at(2_000));
      const job = await claimed(jobs().claim('worker-1', at(1_500), LEASE_MS));
      expect(job).toEqual<Job>({ id: expect.any(String), kind: 'generate_report', subjectId: report.id, attempts: 1, runAt: at(1_000) });
      await jobs().enqueue('generate_report', report.id, at(3_000));
      expect(await jobs().claim('worker-2', at(5_000), LEASE_MS)).toMatchObject({ kind: KIND, subjectId: a.id });
      expect(await jobs().claim('worker-2', at(5_000), LEASE_MS)).toBeNull();
      await jobs().fail(job.id, 'worker-1', 'boom', null);
      await jobs().enqueue('generate_report', report.id, at(3_000));
      expect(await jobs().claim('worker-3', at(5_000), LEASE_MS)).toMatchObject({ kind: 'generate_report', subjectId: report.id, attempts: 1 });
      await expect(jobs().enqueue('generate_report', randomUUID(), T0)).rejects.toThrow();
      await expect(jobs().enqueue('generate_report', a.id, T0)).rejects.toThrow();
    });

    it('drops the jobs of a deleted account and refuses jobs of an unknown one', async () => {
      const [a] = await accounts(1);
      await jobs().enqueue(KIND, a.id, T0);
      expect(await harness().repositories.accounts.delete(a.companyId, a.id)).toBe(true);
      expect(await jobs().claim('worker-1', T0, LEASE_MS)).toBeNull();
      await expect(jobs().enqueue(KIND, a.id, T0)).rejects.toThrow();
    });
  });
}
