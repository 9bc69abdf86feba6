import { Client, ClientConfig, Pool, PoolClient } from 'pg';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { isDatabaseUnavailable } from './database-faults';
import { currentRequestBudget, RequestBudgetSpent, WaitingRequests } from './request-budget';

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
export const willQueue = (pool: Pool) => pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10);

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: (error?: Error | boolean) => void) => void;
const nothing = () => undefined;

/**
 * Every connection taken from `pool` (TypeORM's statements, `pool.query`) goes through the breaker:
 * while it is open the taker fails at once, without waiting for a connection or the server; a failed
 * connection attempt counts against the server (a connection handed out proves nothing: it may be an
 * idle one to a server gone silent; only answered statements reset the count), a wait in the pool's queue
 * does not. An API request waits at most what is left of its budget, and no longer once the breaker opens
 * (`waiting`); a connection it gave up on goes back to the pool when it comes.
 */
export function guardPool(pool: Pool, breaker: CircuitBreaker, waiting: WaitingRequests): void {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const guarded = (callback: ConnectCallback) => {
    const refusal = breaker.refusal();
    if (refusal) return void process.nextTick(() => callback(refusal, undefined, nothing));
    const queued = willQueue(pool);
    const answer = boundedByRequest(callback, waiting);
    if (!answer) return;
    connect((error, client, release) => {
      if (error && !queued) record(breaker, error);
      answer(error, client, release);
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return guarded(callback);
    return new Promise<PoolClient>((resolve, reject) => guarded((error, client) => (error ? reject(error) : resolve(client as PoolClient))));
  }) as Pool['connect'];
}

/**
 * `callback`, answered at the latest when the running request's budget is spent or the breaker opens; null when the
 * budget is already spent (the callback then has its error). Outside a request, `callback` itself.
 */
function boundedByRequest(callback: ConnectCallback, waiting: WaitingRequests): ConnectCallback | null {
  const budget = currentRequestBudget();
  if (!budget) return callback;
  const wait = budget.begin();
  if (wait.leftMs <= 0) {
    wait.end();
    process.nextTick(() => callback(new RequestBudgetSpent(budget.ms), undefined, nothing));
    return null;
  }
  let answered = false;
  const settle = () => {
    if (answered) return false;
    answered = true;
    clearTimeout(timer);
    forget();
    wait.end();
    return true;
  };
  const giveUp = (error: Error) => settle() && callback(error, undefined, nothing);
  const timer = setTimeout(() => giveUp(new RequestBudgetSpent(budget.ms)), wait.leftMs);
  const forget = waiting.add(giveUp);
  return (error, client, release) => {
    if (settle()) callback(error, client, release);
    else if (client) release();
  };
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
