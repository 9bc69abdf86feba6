import { openTestDatabase } from '../testing/test-database';
import { translateFault } from './database-faults';
import { databaseTargetFromEnv } from './database-target';

const URL = 'postgres://u:secret@db:5432/gig';

describe('databaseTargetFromEnv', () => {
  it('reads the pool size and time limits, leaving unset ones to the defaults', () => {
    expect(databaseTargetFromEnv({ DATABASE_URL: URL })).toEqual({ kind: 'postgres', url: URL });
    const env = { DATABASE_URL: URL, DATABASE_POOL_SIZE: '5', DATABASE_CONNECT_TIMEOUT_MS: '750', DATABASE_STATEMENT_TIMEOUT_MS: ' 30000 ' };
    expect(databaseTargetFromEnv(env)).toEqual({ kind: 'postgres', url: URL, poolSize: 5, connectTimeoutMs: 750, statementTimeoutMs: 30_000 });
  });

  it('reads the time an API request may wait for the database, on PostgreSQL and on PGlite, refusing a bad one', () => {
    expect(databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_REQUEST_TIMEOUT_MS: '2500' })).toEqual({ kind: 'postgres', url: URL, requestTimeoutMs: 2_500 });
    expect(databaseTargetFromEnv({ DATA_DIR: '/tmp/x', DATABASE_REQUEST_TIMEOUT_MS: '2500' })).toEqual({ kind: 'pglite', dataDir: '/tmp/x/pglite', requestTimeoutMs: 2_500 });
    for (const env of [{ DATABASE_URL: URL }, {}]) {
      expect(() => databaseTargetFromEnv({ ...env, DATABASE_REQUEST_TIMEOUT_MS: '4s' })).toThrow(
        'DATABASE_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000 (got "4s").',
      );
    }
  });

  it('reads the circuit breaker\'s failures in a row and probe pause, refusing bad ones', () => {
    expect(databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_CIRCUIT_FAILURES: '5', DATABASE_CIRCUIT_PROBE_MS: '250' })).toEqual({
      kind: 'postgres', url: URL, circuitFailures: 5, circuitProbeMs: 250,
    });
    expect(() => databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_CIRCUIT_FAILURES: '0', DATABASE_CIRCUIT_PROBE_MS: '1s' })).toThrow(
      /DATABASE_CIRCUIT_FAILURES must be a whole number from 1 to 1000 \(got "0"\)\. DATABASE_CIRCUIT_PROBE_MS .*\(got "1s"\)/,
    );
  });

  it('reads the direct URL for LISTEN and the pool mode of a pooler in front of the server', () => {
    const direct = 'postgresql://u:secret@db-direct:5432/gig';
    expect(databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_LISTEN_URL: direct, DATABASE_POOL_MODE: 'transaction' })).toEqual({
      kind: 'postgres', url: URL, listenUrl: direct, poolMode: 'transaction',
    });
    expect(() => databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_LISTEN_URL: 'db:5432', DATABASE_POOL_MODE: 'statement' })).toThrow(
      /DATABASE_LISTEN_URL must be a postgres:\/\/ or postgresql:\/\/ URL \(got "db:5432"\)\. DATABASE_POOL_MODE must be one of direct, transaction \(got "statement"\)/,
    );
  });

  it('reads the read replicas, comma-separated, and their lag limit; refuses a URL that is not PostgreSQL\'s', () => {
    const replicas = 'postgres://u:secret@replica-a:5432/gig, postgresql://u@replica-b/gig,';
    expect(databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_REPLICA_URLS: replicas, REPLICA_MAX_LAG_MS: '2500' })).toEqual({
      kind: 'postgres', url: URL, replicaUrls: ['postgres://u:secret@replica-a:5432/gig', 'postgresql://u@replica-b/gig'], replicaMaxLagMs: 2_500,
    });
    expect(databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_REPLICA_URLS: ' , ', REPLICA_MAX_LAG_MS: '2500' })).toEqual({ kind: 'postgres', url: URL });
    expect(databaseTargetFromEnv({ DATABASE_REPLICA_URLS: replicas })).toMatchObject({ kind: 'pglite' });
    expect(() => databaseTargetFromEnv({ DATABASE_URL: URL, DATABASE_REPLICA_URLS: 'mysql://u:secret@r/x', REPLICA_MAX_LAG_MS: '5s' })).toThrow(
      /DATABASE_REPLICA_URLS must list postgres:\/\/ or postgresql:\/\/ URLs, comma-separated \(got "mysql:\/\/u:\*\*\*@r\/x"\)\. REPLICA_MAX_LAG_MS must be a whole number of milliseconds from 100 to 3600000 \(got "5s"\)/,
    );
  });

  it('names every bad value in one error, the password left out', () => {
    const env = { DATABASE_URL: 'mysql://u:secret@db/x', DATABASE_POOL_SIZE: '0', DATABASE_CONNECT_TIMEOUT_MS: '2s', DATABASE_STATEMENT_TIMEOUT_MS: '50' };
    const message = (() => {
      try {
        databaseTargetFromEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    })();
    for (const name of ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'DATABASE_CONNECT_TIMEOUT_MS', 'DATABASE_STATEMENT_TIMEOUT_MS', '"2s"', '"50"']) expect(message).toContain(name);
    expect(message).not.toContain('secret');
  });

  it('ignores the PostgreSQL settings on the embedded database', () => {
    expect(databaseTargetFromEnv({ DATABASE_CONNECT_TIMEOUT_MS: 'soon', DATA_DIR: '/srv/gig' })).toEqual({ kind: 'pglite', dataDir: '/srv/gig/pglite' });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
/** On PostgreSQL only: the server enforces the statement time limit, 10 s unless told otherwise. */
if (postgresUrl) describe('The statement time limit on PostgreSQL', () => {
  const shown = async (statementTimeoutMs?: number) => {
    const database = await openTestDatabase(postgresUrl, { statementTimeoutMs });
    try {
      return (await database.dataSource.query('SHOW statement_timeout'))[0].statement_timeout as string;
    } finally {
      await database.close();
    }
  };

  it('is set on pooled connections: 10 s by default, else as configured', async () => {
    expect([await shown(), await shown(1_234)]).toEqual(['10s', '1234ms']);
  });

  it('cancels a longer statement, which then reads as service_unavailable', async () => {
    const database = await openTestDatabase(postgresUrl, { statementTimeoutMs: 200 });
    try {
      const error = await database.dataSource.query('SELECT pg_sleep(3)').catch((failure: unknown) => failure);
      expect(error).toMatchObject({ driverError: { code: '57014' } });
      expect(translateFault(error)).toMatchObject({ code: 'service_unavailable' });
    } finally {
      await database.close();
    }
  });
});
