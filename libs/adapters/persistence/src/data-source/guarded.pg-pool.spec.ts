import type { Pool, PoolClient } from 'pg';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { guardPool } from './guarded.pg-pool';
import { RequestBudgetSpent, WaitingRequests, withinRequestBudget } from './request-budget';

const TIMEOUT = new Error('timeout exceeded when trying to connect');
type Callback = (error: Error | undefined, client?: PoolClient, release?: () => void) => void;

/** A pool whose every connect fails with pg's time-out, `open` of `max` connections open and none idle. */
function poolTimingOut(open: number, max = 2): Pool {
  return {
    options: { max },
    totalCount: open,
    idleCount: 0,
    connect: (callback: Callback) => process.nextTick(() => callback(TIMEOUT)),
  } as unknown as Pool;
}

/** A pool that answers a connect only when the test says so (`hand`), counting the connections given back. */
function poolHolding(): { pool: Pool; hand: () => void; released: () => number } {
  const waiting: Callback[] = [];
  let released = 0;
  const pool = {
    options: { max: 2 },
    totalCount: 0,
    idleCount: 0,
    connect: (callback: Callback) => void waiting.push(callback),
  } as unknown as Pool;
  const hand = () => waiting.splice(0).forEach((callback) => callback(undefined, {} as PoolClient, () => void released++));
  return { pool, hand, released: () => released };
}

const elapsed = async (work: Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work.then(() => 'connected', (error: unknown) => error);
  return { outcome, ms: performance.now() - started };
};

describe('guardPool', () => {
  const breakerAfter = (failures: number) => new CircuitBreaker({ failures, probe: () => Promise.resolve(), probeMs: 60_000 });

  it.each([
    { behaviour: 'counts a connection attempt that timed out against the server', open: 1, attempts: 2, state: 'open' },
    {
      behaviour: 'does not count a wait in the queue of a pool whose connections are all busy: a burst is not a silent server',
      open: 2, attempts: 5, state: 'closed',
    },
  ])('$behaviour', async ({ open, attempts, state }) => {
    const breaker = breakerAfter(2);
    const pool = poolTimingOut(open);
    guardPool(pool, breaker, new WaitingRequests());
    for (let i = 0; i < attempts; i++) await expect(pool.connect()).rejects.toBe(TIMEOUT);
    expect(breaker.state.state).toBe(state);
  });

  it("gives up on a connection once the request's budget is spent, and hands the connection back when it comes", async () => {
    const { pool, hand, released } = poolHolding();
    guardPool(pool, breakerAfter(3), new WaitingRequests());
    const { outcome, ms } = await elapsed(withinRequestBudget(150, () => pool.connect()));
    expect([outcome, ms >= 140 && ms < 5_000]).toEqual([expect.any(RequestBudgetSpent), true]);
    hand();
    expect(released()).toBe(1);
  });

  it('ends the waits of requests at once when the breaker opens, not those of work outside a request', async () => {
    const { pool, hand } = poolHolding();
    const breaker = breakerAfter(1);
    const waiting = new WaitingRequests();
    guardPool(pool, breaker, waiting);
    const asked = withinRequestBudget(60_000, () => elapsed(pool.connect()));
    const background = pool.connect();
    setTimeout(() => {
      breaker.open('the health check found the database unreachable');
      waiting.abandonAll(breaker.refusal() as Error);
    }, 50);
    const { outcome, ms } = await asked;
    expect([outcome, ms < 5_000]).toEqual([expect.any(CircuitOpenError), true]);
    hand();
    await expect(background).resolves.toBeDefined();
    breaker.stop();
  });

  it('answers a request whose budget is already spent without asking the pool', async () => {
    const { pool } = poolHolding();
    guardPool(pool, breakerAfter(3), new WaitingRequests());
    const { outcome, ms } = await elapsed(withinRequestBudget(100, async () => {
      await expect(pool.connect()).rejects.toBeInstanceOf(RequestBudgetSpent);
      return pool.connect();
    }));
    expect([outcome, ms < 5_000]).toEqual([expect.any(RequestBudgetSpent), true]);
  });
});
