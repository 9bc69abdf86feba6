import type { Pool, PoolClient } from 'pg';
import { CircuitBreaker } from './circuit-breaker';
import { guardPool } from './guarded.pg-pool';

const TIMEOUT = new Error('timeout exceeded when trying to connect');

/** A pool whose every connect fails with pg's time-out, `open` of `max` connections open and none idle. */
function poolTimingOut(open: number, max = 2): Pool {
  return {
    options: { max },
    totalCount: open,
    idleCount: 0,
    connect: () => Promise.reject(TIMEOUT) as Promise<PoolClient>,
  } as unknown as Pool;
}

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
    guardPool(pool, breaker);
    for (let i = 0; i < attempts; i++) await expect(pool.connect()).rejects.toBe(TIMEOUT);
    expect(breaker.state.state).toBe(state);
  });
});
