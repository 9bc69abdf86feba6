import { Client, ClientConfig, Pool, PoolClient } from 'pg';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { isDatabaseUnavailable } from './database-faults';

/** SQLSTATE of a statement the server itself cancelled at `statement_timeout`: the server did answer. */
const CANCELLED_BY_SERVER = '57014';

/** Whether a failure says the server did not answer (a time-out, a lost or refused connection). */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof CircuitOpenError || !isDatabaseUnavailable(error)) return false;
  return (error as { code?: unknown }).code !== CANCELLED_BY_SERVER;
}

/** Tells the breaker how a call ended. */
export function record(breaker: CircuitBreaker, error: unknown): void {
  if (!error) breaker.succeeded();
  else if (isUnanswered(error)) breaker.failed();
}

/**
 * Whether a taker will wait in the pool's own queue: every connection is open and checked out. A time-out
 * there says the pool is busy (a burst, a blocked event loop), not that the server is silent: the statements
 * holding those connections are what the breaker counts.
 */
const willQueue = (pool: Pool) => pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10);

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: (error?: Error | boolean) => void) => void;

/**
 * Every connection taken from `pool` (TypeORM's statements, `pool.query`) goes through the breaker:
 * while it is open the taker fails at once, without waiting for a connection or the server; a failed
 * connection attempt counts against the server (a connection handed out proves nothing: it may be an
 * idle one to a server gone silent; only answered statements reset the count), a wait in the pool's queue
 * does not.
 */
export function guardPool(pool: Pool, breaker: CircuitBreaker): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    const refusal = breaker.refusal();
    const queued = willQueue(pool);
    const count = (error: unknown) => {
      if (!queued) record(breaker, error);
    };
    if (!callback) return refusal ? Promise.reject(refusal) : (connect() as Promise<PoolClient>).catch((error: unknown) => (count(error), Promise.reject(error)));
    if (refusal) return void process.nextTick(() => callback(refusal, undefined, () => undefined));
    connect((error, client, release) => {
      if (error) count(error);
      callback(error, client, release);
    });
  }) as Pool['connect'];
}

/** `SELECT 1` on a connection of its own (not the pool's, which may be held by silent statements), within `timeoutMs`. */
export function probeServer(config: ClientConfig, timeoutMs: number): () => Promise<void> {
  return async () => {
    const client = new Client({ ...config, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      throw error;
    }
    await client.end();
  };
}
