import { aCompany, anEvent, aWebhook, CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import type { Company } from '@gig/domain';
import { openTestDatabase, openTestSchema, TestDatabase } from '../testing/test-database';
import { freezingProxy } from '../testing/freezing.tcp-proxy';
import { postgresNotifications } from './webhook-notifications';

const postgresUrl = process.env.TEST_DATABASE_URL;
const targets: [string, string | undefined][] = [['embedded PGlite', undefined], ...(postgresUrl ? [['PostgreSQL', postgresUrl] as [string, string]] : [])];

/** Resolves once `done` holds, or fails after `ms`. */
async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const giveUp = Date.now() + ms;
  while (!done()) {
    if (Date.now() > giveUp) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function subscribedCompany(db: TestDatabase): Promise<Company> {
  const company = aCompany();
  await db.repositories.companies.create(company);
  await db.repositories.webhooks.create(aWebhook(company));
  return company;
}

/** One event through a unit of work, as a use case writes it; `fail` rolls it back. */
const writeEvent = (db: TestDatabase, company: Company, fail = false) =>
  db.unitOfWork.run(async (tx) => {
    await tx.outbox.record(anEvent(company));
    if (fail) throw new Error('rolled back');
  });

describe.each(targets)('webhook notifications on %s', (_name, url) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(url);
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await db.close();
  }, CLOSE_BUDGET_MS);

  it('tells every listener once an event commits, nobody of one rolled back, and a listener gone no more', async () => {
    const company = await subscribedCompany(db);
    const heard = { a: 0, b: 0 };
    const stopA = await db.listenForWebhookEvents(() => heard.a++);
    const stopB = await db.listenForWebhookEvents(() => heard.b++);
    await expect(writeEvent(db, company, true)).rejects.toThrow('rolled back');
    await writeEvent(db, company);
    await until(() => heard.a > 0 && heard.b > 0);
    await pause(100);
    expect(heard).toEqual({ a: 1, b: 1 });
    await stopA();
    await stopA();
    await writeEvent(db, company);
    await until(() => heard.b > 1);
    await pause(100);
    expect(heard).toEqual({ a: 1, b: 2 });
    await stopB();
  });

  it('keeps telling the others when one listener throws', async () => {
    const company = await subscribedCompany(db);
    let heard = 0;
    const stopThrowing = await db.listenForWebhookEvents(() => {
      throw new Error('listener failed');
    });
    const stop = await db.listenForWebhookEvents(() => heard++);
    await writeEvent(db, company);
    await until(() => heard > 0);
    await Promise.all([stopThrowing(), stop()]);
  });
});

const describePostgres = postgresUrl ? describe : describe.skip;

describePostgres('webhook notifications on PostgreSQL, when the connection fails', () => {
  let db: TestDatabase;
  let schema: string;
  beforeAll(async () => {
    db = await openTestSchema(postgresUrl as string);
    [{ schema }] = await db.dataSource.query('SELECT current_schema() AS schema');
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await db.close();
  }, CLOSE_BUDGET_MS);

  it('hears nothing of another schema’s events', async () => {
    const other = await openTestSchema(postgresUrl as string);
    let heard = 0;
    const stop = await db.listenForWebhookEvents(() => heard++);
    try {
      await writeEvent(other, await subscribedCompany(other));
      await writeEvent(db, await subscribedCompany(db));
      await until(() => heard > 0);
      await pause(100);
      expect(heard).toBe(1);
    } finally {
      await stop();
      await other.close();
    }
  });

  it('listens again after the server cut its connection, and tells the listeners it is back', async () => {
    const company = await subscribedCompany(db);
    let heard = 0;
    const stop = await db.listenForWebhookEvents(() => heard++);
    const [{ cut }] = await db.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS cut FROM pg_stat_activity WHERE application_name = 'gig-webhook-listener' AND query LIKE $1`,
      [`LISTEN "gig_webhooks_${schema}"%`],
    );
    expect(cut).toBe(1);
    await until(() => heard === 1);
    await writeEvent(db, company);
    await until(() => heard === 2);
    await stop();
  });

  it('notices a server gone silent, starts listening without one, and catches up once it answers', async () => {
    const company = await subscribedCompany(db);
    const target = new URL(postgresUrl as string);
    const proxy = await freezingProxy(target.hostname, Number(target.port || 5432));
    const errors: Error[] = [];
    const listen = postgresNotifications({
      connectionString: Object.assign(new URL(target.href), { hostname: '127.0.0.1', port: String(proxy.port) }).href,
      options: `-c search_path=${schema}`,
      timeoutMs: 300,
      checkEveryMs: 200,
      firstRetryMs: 50,
      maxRetryMs: 200,
      onError: (error) => errors.push(error),
    });
    let heard = 0;
    try {
      proxy.freeze(true);
      const stop = await listen(() => heard++);
      expect(errors.length).toBeGreaterThan(0);
      proxy.freeze(false);
      await until(() => heard === 1);
      proxy.freeze(true);
      const before = errors.length;
      await until(() => errors.length > before);
      proxy.freeze(false);
      await until(() => heard === 2);
      await writeEvent(db, company);
      await until(() => heard === 3);
      await stop();
    } finally {
      await proxy.close();
    }
  });
});
