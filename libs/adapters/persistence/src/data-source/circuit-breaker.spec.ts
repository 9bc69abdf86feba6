import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { translateFault } from './database-faults';
import { isUnanswered } from './guarded.pg-pool';

const until = async (condition: () => boolean) => {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 5))) {
    if (Date.now() - started > 5_000) throw new Error('condition not met within 5 s');
  }
};

describe('CircuitBreaker', () => {
  it('opens after the set number of failures in a row; a success in between starts the count again', () => {
    const breaker = new CircuitBreaker({ failures: 3, probeMs: 60_000, probe: async () => undefined });
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect([breaker.state.state, breaker.refusal()]).toEqual(['closed', null]);
    breaker.failed();
    expect(breaker.state).toEqual({ state: 'open', reason: '3 database calls in a row timed out or could not connect', since: expect.any(Date) });
    expect(breaker.refusal()).toBeInstanceOf(CircuitOpenError);
    breaker.stop();
  });

  it('while open, probes every probeMs and closes at the first probe that succeeds, telling of each change', async () => {
    let probes = 0;
    let answering = false;
    const changes: string[] = [];
    const breaker = new CircuitBreaker({ failures: 1, probeMs: 20, onChange: (state) => changes.push(state.state), probe: async () => {
      probes++;
      if (!answering) throw new Error('silent');
    } });
    breaker.open('told so');
    expect(breaker.state).toMatchObject({ state: 'open', reason: 'told so' });
    await until(() => probes >= 3);
    expect(breaker.state.state).toBe('open');
    answering = true;
    await until(() => breaker.state.state === 'closed');
    expect([breaker.refusal(), changes]).toEqual([null, ['open', 'closed']]);
    breaker.stop();
  });

  it('probes no more once stopped', async () => {
    let probes = 0;
    const breaker = new CircuitBreaker({ failures: 1, probeMs: 10, probe: async () => {
      probes++;
      throw new Error('silent');
    } });
    breaker.failed();
    await until(() => probes >= 1);
    breaker.stop();
    const seen = probes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(probes).toBeLessThanOrEqual(seen + 1);
  });
});

describe('What counts against the database', () => {
  it('counts time-outs and lost or refused connections, not a statement the server cancelled, nor a refusal of the open circuit', () => {
    expect(isUnanswered(new Error('Query read timeout'))).toBe(true);
    expect(isUnanswered(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnanswered(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
    expect(isUnanswered(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnanswered(new CircuitOpenError('told so'))).toBe(false);
  });

  it('reads a refusal of the open circuit, even wrapped by TypeORM, as service_unavailable', () => {
    expect(translateFault({ driverError: new CircuitOpenError('told so') })).toMatchObject({ code: 'service_unavailable' });
  });
});
