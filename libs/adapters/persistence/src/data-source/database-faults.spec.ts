import { CircuitOpenError } from './circuit-breaker';
import { isDatabaseUnavailable, translateEachFaults, translateFault, translateFaults } from './database-faults';
import { RequestBudgetSpent } from './request-budget';

const failing = (error: unknown) => ({ find: async () => Promise.reject(error), count: () => 3 });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, reset, timed-out or shut-down database, wrapped or not, and a transaction whose connection died', () => {
    const cases: unknown[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('QueryFailedError'), { driverError: Object.assign(new Error('x'), { code: '08006' }) }),
      new RequestBudgetSpent(4_000),
      Object.assign(new Error('Database connection provided by a query runner was already released, cannot continue to use its querying methods anymore.'), {
        name: 'QueryRunnerProviderAlreadyReleasedError',
      }),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ];
    expect(cases.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);
  });

  it('leaves every other failure alone', () => {
    const cases: unknown[] = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('boom'),
      'a string',
      null,
    ];
    expect(cases.filter(isDatabaseUnavailable)).toEqual([]);
  });
});

describe('translateFaults', () => {
  it('turns an unreachable database into service_unavailable and keeps other results and failures as they are', async () => {
    await expect(translateFaults(failing(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).find()).rejects.toMatchObject({ code: 'service_unavailable', retryAfterSeconds: 1 });
    const unique = Object.assign(new Error('duplicate'), { code: '23505' });
    await expect(translateFaults(failing(unique)).find()).rejects.toBe(unique);
    expect(translateFaults(failing(unique)).count()).toBe(3);
    const { repository } = translateEachFaults({ repository: failing(new Error('Connection terminated')) });
    await expect(repository.find()).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('translateFault', () => {
  it("says when to retry: a second, or until the open circuit's next check", () => {
    expect(translateFault(new RequestBudgetSpent(4_000))).toMatchObject({ code: 'service_unavailable', retryAfterSeconds: 1 });
    expect(translateFault(Object.assign(new Error('QueryFailedError'), { driverError: new CircuitOpenError('silent', 5) }))).toMatchObject({ retryAfterSeconds: 5 });
  });
});
