import { anAccount, seedUser } from '@gig/testing';
import { TypeOrmJobQueue } from './repositories/typeorm.job.queue';
import { specDatabase } from './testing/spec-database';

const KIND = 'retrieve_account_data';
const T0 = new Date('2025-05-01T12:00:00.000Z');
const LEASE_MS = 60_000;

function describeJobRows(name: string, postgresUrl?: string) {
  describe(`TypeOrmJobQueue rows: ${name}`, () => {
    const spec = specDatabase(postgresUrl);

    async function queued(count: number) {
      const { user } = await seedUser(spec.db.repositories);
      const accounts = Array.from({ length: count }, (_, i) => anAccount(user, { identifier: `driver${i}@example.com` }));
      for (const account of accounts) {
        await spec.db.repositories.accounts.create(account);
        await spec.db.repositories.jobs.enqueue(KIND, account.id, T0);
      }
      return accounts;
    }

    const rows = (): Promise<{ id: string; status: string; locked_by: string | null; locked_until: Date | null; last_error: string | null }[]> =>
      spec.db.dataSource.query('SELECT id::text AS id, status, locked_by, locked_until, last_error FROM jobs ORDER BY id');

    it('records the lease of a claimed job, deletes a completed one and keeps one failed for good with its error', async () => {
      await queued(2);
      const done = await spec.db.repositories.jobs.claim('worker-1', T0, LEASE_MS);
      const failed = await spec.db.repositories.jobs.claim('worker-1', T0, LEASE_MS);
      expect(await rows()).toEqual([
        { id: done?.id, status: 'running', locked_by: 'worker-1', locked_until: new Date(T0.getTime() + LEASE_MS), last_error: null },
        { id: failed?.id, status: 'running', locked_by: 'worker-1', locked_until: new Date(T0.getTime() + LEASE_MS), last_error: null },
      ]);
      await spec.db.repositories.jobs.complete(String(done?.id), 'worker-1');
      await spec.db.repositories.jobs.fail(String(failed?.id), 'worker-1', 'invalid_credentials: the platform refused the login', null);
      expect(await rows()).toEqual([
        { id: failed?.id, status: 'failed', locked_by: null, locked_until: null, last_error: 'invalid_credentials: the platform refused the login' },
      ]);
    });

    it('releases the lease of a job to retry, keeping the error', async () => {
      await queued(1);
      const job = await spec.db.repositories.jobs.claim('worker-1', T0, LEASE_MS);
      await spec.db.repositories.jobs.fail(String(job?.id), 'worker-1', 'platform_unavailable', new Date(T0.getTime() + 30_000));
      expect(await rows()).toEqual([{ id: job?.id, status: 'queued', locked_by: null, locked_until: null, last_error: 'platform_unavailable' }]);
    });

    if (postgresUrl) {
      it('waits its turn behind a claim another connection has not committed, then skips the job that one took', async () => {
        const [a, b] = await queued(2);
        const runner = spec.db.dataSource.createQueryRunner();
        await runner.startTransaction();
        try {
          const held = await new TypeOrmJobQueue(runner.manager).claim('worker-1', T0, LEASE_MS);
          expect(held?.subjectId).toBe(a.id);
          const next = spec.db.repositories.jobs.claim('worker-2', T0, LEASE_MS);
          const pause = new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 300));
          expect(await Promise.race([next.then(() => 'claimed'), pause])).toBe('waiting');
          await runner.commitTransaction();
          expect(await next).toMatchObject({ subjectId: b.id });
        } finally {
          if (runner.isTransactionActive) await runner.rollbackTransaction();
          await runner.release();
        }
      });

      it('gets a job back when the claim that took it rolls back', async () => {
        const [a] = await queued(1);
        const runner = spec.db.dataSource.createQueryRunner();
        await runner.startTransaction();
        try {
          expect((await new TypeOrmJobQueue(runner.manager).claim('worker-1', T0, LEASE_MS))?.subjectId).toBe(a.id);
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
        expect(await spec.db.repositories.jobs.claim('worker-3', T0, LEASE_MS)).toMatchObject({ subjectId: a.id, attempts: 1 });
      });
    }
  });
}

describeJobRows('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeJobRows('PostgreSQL', postgresUrl);
