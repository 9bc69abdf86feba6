import { anAccount, seedUser } from '@gig/testing';
import { randomUUID } from 'node:crypto';
import { specDatabase } from '../testing/spec-database';

const T0 = new Date('2025-05-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const QUIET = { jobsDue: 0, jobsRunning: 0, oldestDueJobAgeMs: 0, refreshLagMs: 0, webhookBacklog: 0, oldestDueWebhookAgeMs: 0 };

function describeGauges(name: string, postgresUrl?: string) {
  describe(`TypeOrmOperationsGauges: ${name}`, () => {
    const spec = specDatabase(postgresUrl);

    async function accounts(count: number) {
      const { company, user } = await seedUser(spec.db.repositories);
      const made = Array.from({ length: count }, (_, i) => anAccount(user, { identifier: `driver${i}@example.com` }));
      for (const account of made) await spec.db.repositories.accounts.create(account);
      return { company, accounts: made };
    }

    it('reports the connections in use and the callers waiting (the embedded database: one session, the rest queued)', async () => {
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const holding = Array.from({ length: 3 }, () => spec.db.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 1');
        await gate;
      }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = spec.db.poolStats();
      open();
      await Promise.all(holding);
      expect(busy.inUse + busy.waiting).toBe(3);
      expect(busy.size).toBeGreaterThanOrEqual(busy.inUse);
      expect(spec.db.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
    });

    it('reads zeros when nothing waits', async () => {
      expect(await spec.db.operations.read(T0)).toEqual(QUIET);
    });

    it('counts due jobs (not future or held ones) and the age of the oldest', async () => {
      const { accounts: [a, b, c, d] } = await accounts(4);
      await spec.db.repositories.jobs.enqueue('retrieve_account_data', a.id, at(-90));
      await spec.db.repositories.jobs.enqueue('retrieve_account_data', b.id, at(-30));
      await spec.db.repositories.jobs.enqueue('retrieve_account_data', c.id, at(60));
      await spec.db.repositories.jobs.enqueue('refresh_account_data', d.id, at(-120));
      // One company's retrievals come before its refreshes (fair claims): a is taken, d stays the oldest due.
      expect(await spec.db.repositories.jobs.claim('worker-1', T0, 60_000)).toMatchObject({ subjectId: a.id });
      expect(await spec.db.operations.read(T0)).toEqual({ ...QUIET, jobsDue: 2, jobsRunning: 1, oldestDueJobAgeMs: 120_000 });
    });

    it('gives the refresh lag of the most overdue refreshable account, ignoring others', async () => {
      const { accounts: [due, later, off, failed] } = await accounts(4);
      const plan = (id: string, status: string, enabled: boolean, next: Date) =>
        spec.db.dataSource.query('UPDATE accounts SET status = $2, refresh_enabled = $3, next_refresh_at = $4 WHERE id = $1', [id, status, enabled, next]);
      await plan(due.id, 'success', true, at(-45));
      await plan(later.id, 'success', true, at(300));
      await plan(off.id, 'success', false, at(-600));
      await plan(failed.id, 'requires_auth', true, at(-900));
      expect((await spec.db.operations.read(T0)).refreshLagMs).toBe(45_000);
    });

    it('counts pending webhook deliveries and the age of the oldest due one', async () => {
      const { company } = await accounts(0);
      const webhookId = randomUUID();
      await spec.db.dataSource.query(
        `INSERT INTO webhooks (id, company_id, url, name, is_sandbox, is_active, sign_request, sealed_secret, created_at, updated_at)
         VALUES ($1, $2, 'https://receiver.example.com', 'w', true, true, false, 'x', $3, $3)`, [webhookId, company.id, T0]);
      const delivery = async (status: string, nextAttemptAt: Date | null) => {
        const eventId = randomUUID();
        await spec.db.dataSource.query(`INSERT INTO webhook_events (id, company_id, action, occurred_at) VALUES ($1, $2, 'user.created', $3)`, [eventId, company.id, T0]);
        await spec.db.dataSource.query(
          `INSERT INTO webhook_deliveries (event_id, webhook_id, event_seq, status, next_attempt_at, created_at, updated_at)
           VALUES ($1, $2, (SELECT seq FROM webhook_events WHERE id = $1), $3, $4, $5, $5)`, [eventId, webhookId, status, nextAttemptAt, T0]);
      };
      await delivery('pending', at(-20));
      await delivery('pending', at(600));
      await delivery('delivered', null);
      await delivery('failed', null);
      expect(await spec.db.operations.read(T0)).toEqual({ ...QUIET, webhookBacklog: 2, oldestDueWebhookAgeMs: 20_000 });
    });
  });
}

describeGauges('PGlite');
if (process.env.TEST_DATABASE_URL) describeGauges('PostgreSQL', process.env.TEST_DATABASE_URL);
