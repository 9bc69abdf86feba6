import { proxiedDatabaseSetup, TimedAnswer } from '../../testing/proxied-database-setup';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Each call to a silent server waits this long before it gives up: the requests after the breaker opens must not. */
const TIME_LIMIT_MS = 2_000;

/** PostgreSQL only: PGlite runs inside the process and cannot go silent. */
(postgresUrl ? describe : describe.skip)('A database that stopped answering: the circuit breaker', () => {
  const db = proxiedDatabaseSetup(postgresUrl as string, {
    connectTimeoutMs: TIME_LIMIT_MS, statementTimeoutMs: TIME_LIMIT_MS, circuitFailures: 3, circuitProbeMs: 200,
  });

  it('after three requests in a row time out, answers 503 at once, /health says why, and heals without a restart once the server answers', async () => {
    const { proxy, h, key, userPath, timed, settled } = db;
    expect((await timed(userPath, key)).status).toBe(200);
    // The read records the key's use without awaiting it: under load that write could reach the frozen server later and count too.
    await settled();
    proxy.freeze();
    const waited = [await timed(userPath, key), await timed(userPath, key), await timed(userPath, key)];
    expect(waited.map((res) => [res.status, res.code, res.ms >= TIME_LIMIT_MS * 0.9])).toEqual(Array(3).fill([503, 'service_unavailable', true]));
    expect(h.database.circuitState()).toMatchObject({ state: 'open', reason: '3 database calls in a row timed out or could not connect' });
    expect(await h.composition.metrics.scrape()).toMatch(/^gig_db_circuit_open 1$/m);

    const fast = [await timed(userPath, key), await timed(userPath, key)];
    expect(fast.map((res) => [res.status, res.code, res.ms < TIME_LIMIT_MS / 2])).toEqual(Array(2).fill([503, 'service_unavailable', true]));
    const health = await timed('/health');
    expect([health.status, health.code, health.ms < TIME_LIMIT_MS / 2]).toEqual([503, 'service_unavailable', true]);
    expect(health.message).toMatch(/circuit open since .*3 database calls in a row timed out or could not connect/);

    proxy.pass();
    let read = await timed(userPath, key);
    for (const started = Date.now(); read.status !== 200 && Date.now() - started < 30_000; read = await timed(userPath, key)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([read.status, h.database.circuitState().state, (await timed('/health')).status]).toEqual([200, 'closed', 200]);
    expect(await h.composition.metrics.scrape()).toMatch(/^gig_db_circuit_open 0$/m);
  }, 60_000);
});

/** The service's own time limits (DATABASE_REQUEST_TIMEOUT_MS 4 s, statements 10 s, connections 2 s), a quick probe to heal. */
const REQUEST_BUDGET_MS = 4_000;
const FIRST_WAVE = 12;

(postgresUrl ? describe : describe.skip)('A database that stopped answering: every request within 5 s of the freeze', () => {
  const db = proxiedDatabaseSetup(postgresUrl as string, {
    connectTimeoutMs: 2_000, statementTimeoutMs: 10_000, requestTimeoutMs: REQUEST_BUDGET_MS, circuitFailures: 3, circuitProbeMs: 200,
  });
  const answer = (res: TimedAnswer) => [res.status, res.code, res.retryAfter];
  const healed = async () => {
    db.proxy.pass();
    for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if ((await db.timed(db.userPath, db.key)).status === 200) return;
    }
    throw new Error('the service did not heal within 30 s');
  };

  it('answers the first wave of requests 503 with retry-after within 5 s, the next ones at once, and heals', async () => {
    const { proxy, h, key, userPath, timed, settled } = db;
    expect((await timed(userPath, key)).status).toBe(200);
    await settled();
    proxy.freeze();
    const wave = await Promise.all(Array.from({ length: FIRST_WAVE }, () => timed(userPath, key)));
    expect(wave.map(answer)).toEqual(Array(FIRST_WAVE).fill([503, 'service_unavailable', '1']));
    expect(Math.max(...wave.map((res) => res.ms))).toBeLessThan(5_000);
    expect(h.database.circuitState().state).toBe('open');

    const later = [await timed(userPath, key), await timed(userPath, key), await timed(userPath, key)];
    expect(later.map((res) => [...answer(res), res.ms < 1_000])).toEqual(Array(3).fill([503, 'service_unavailable', '1', true]));
    await healed();
    expect(h.database.circuitState().state).toBe('closed');
  }, 60_000);

  it('lets a failed /health open the circuit (asking on a connection of its own: every pooled one is busy), which answers the requests already waiting at once', async () => {
    const { proxy, key, userPath, timed, settled } = db;
    await settled();
    proxy.freeze();
    const waiting = Promise.all(Array.from({ length: 6 }, () => timed(userPath, key)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await timed('/health');
    const answers = await waiting;
    expect([...answer(health), health.ms < 2_000]).toEqual([503, 'service_unavailable', '1', true]);
    expect(db.h.database.circuitState()).toMatchObject({ state: 'open', reason: 'the health check found the database unreachable' });
    expect(answers.map((res) => [...answer(res), res.ms < REQUEST_BUDGET_MS - 300])).toEqual(Array(6).fill([503, 'service_unavailable', '1', true]));
    await healed();
  }, 60_000);
});
