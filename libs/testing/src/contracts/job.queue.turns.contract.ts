import type { Job, JobKind, User } from '@gig/domain';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';
import { aReport, NO_REPORT_LIMITS } from './report.fixtures';

const T0 = new Date('2025-05-01T12:00:00.000Z');
const LEASE_MS = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The order claims take jobs in: fair between companies, by kind and due time within one (JobQueue.claim). */
export function describeJobQueueTurnsContract(name: string, make: MakePersistenceHarness): void {
  describe(`JobQueue claim order: ${name}`, () => {
    const harness = useHarness(make);
    const jobs = () => harness().repositories.jobs;

    /** A company with one user; `queue` adds one of its jobs of that kind (a new account or report each) due at `dueMs`. */
    async function aCompanyQueue() {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      let accounts = 0;
      const queue = async (kind: JobKind, dueMs: number): Promise<string> => {
        const subjectId = kind === 'generate_report' ? await aStoredReport(user) : await anAccountOf(user, accounts++);
        await jobs().enqueue(kind, subjectId, at(dueMs));
        return subjectId;
      };
      return { user, queue };
    }
    async function anAccountOf(user: User, n: number): Promise<string> {
      const account = anAccount(user, { identifier: `driver${n}@example.com` });
      await harness().repositories.accounts.create(account);
      return account.id;
    }
    async function aStoredReport(user: User): Promise<string> {
      const report = aReport(user);
      expect(await harness().repositories.reports.createWithin(report, NO_REPORT_LIMITS)).toBe('created');
      return report.id;
    }
    const subjectOf = async (claim: Promise<Job | null>) => (await claim)?.subjectId ?? null;

    it('serves the company holding the fewest jobs first, however long another one’s queue, and a company’s jobs in order', async () => {
      const busy = await aCompanyQueue();
      const quiet = await aCompanyQueue();
      const burst: string[] = [];
      for (let i = 0; i < 6; i++) burst.push(await busy.queue('generate_report', i));
      expect(await subjectOf(jobs().claim('worker-1', at(100), LEASE_MS))).toBe(burst[0]);
      expect(await subjectOf(jobs().claim('worker-1', at(100), LEASE_MS))).toBe(burst[1]);
      const late = await quiet.queue('generate_report', 50);
      expect(await subjectOf(jobs().claim('worker-2', at(100), LEASE_MS))).toBe(late);
      // Both hold some now; the busy one holds more, yet it is the only one with work left.
      expect(await subjectOf(jobs().claim('worker-2', at(100), LEASE_MS))).toBe(burst[2]);
      const next = await quiet.queue('generate_report', 60);
      expect(await subjectOf(jobs().claim('worker-2', at(100), LEASE_MS))).toBe(next);
      expect(await subjectOf(jobs().claim('worker-2', at(100), LEASE_MS))).toBe(burst[3]);
    });

    it('gives a company at its cap nothing, counting every worker’s unexpired leases, and takes it up again as they end', async () => {
      const busy = await aCompanyQueue();
      const quiet = await aCompanyQueue();
      const burst: string[] = [];
      for (let i = 0; i < 4; i++) burst.push(await busy.queue('retrieve_account_data', i));
      const first = await jobs().claim('worker-1', at(10), LEASE_MS, 2);
      expect(first?.subjectId).toBe(burst[0]);
      expect(await subjectOf(jobs().claim('worker-2', at(10), LEASE_MS, 2))).toBe(burst[1]);
      expect(await jobs().claim('worker-3', at(10), LEASE_MS, 2)).toBeNull();
      const other = await quiet.queue('retrieve_account_data', 20);
      expect(await subjectOf(jobs().claim('worker-3', at(20), LEASE_MS, 2))).toBe(other);
      expect(await jobs().claim('worker-3', at(20), LEASE_MS, 2)).toBeNull();
      await jobs().complete(String(first?.id), 'worker-1');
      expect(await subjectOf(jobs().claim('worker-3', at(30), LEASE_MS, 2))).toBe(burst[2]);
      // Leases that ran out hold nothing: their jobs are due again, and the companies take turns.
      const later = at(LEASE_MS + 30);
      expect(await subjectOf(jobs().claim('worker-4', later, LEASE_MS, 2))).toBe(burst[1]);
      expect(await subjectOf(jobs().claim('worker-4', later, LEASE_MS, 2))).toBe(other);
      expect(await subjectOf(jobs().claim('worker-4', later, LEASE_MS, 2))).toBe(burst[2]);
      expect(await jobs().claim('worker-4', later, LEASE_MS, 2)).toBeNull();
    });

    it('runs a waiting worker’s retrieval before the company’s reports, and reports before scheduled refreshes', async () => {
      const company = await aCompanyQueue();
      const refresh = await company.queue('refresh_account_data', 0);
      const report = await company.queue('generate_report', 1);
      const retrieval = await company.queue('retrieve_account_data', 2);
      const order = [];
      for (let i = 0; i < 3; i++) order.push(await subjectOf(jobs().claim('worker-1', at(5), LEASE_MS)));
      expect(order).toEqual([retrieval, report, refresh]);
    });

    it('never lets concurrent claims take a company past its cap', async () => {
      const busy = await aCompanyQueue();
      for (let i = 0; i < 8; i++) await busy.queue('generate_report', i);
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => jobs().claim(`worker-${i}`, at(10), LEASE_MS, 3)));
      const taken = claims.filter((job) => job !== null);
      expect(taken).toHaveLength(3);
      expect(new Set(taken.map((job) => job?.id)).size).toBe(3);
    });
  });
}
