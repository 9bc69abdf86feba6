import { Client } from 'pg';
import { currentRequestBudget, RequestBudgetSpent, WaitingRequests } from './request-budget';

/** pg's message when `query_timeout` passes without the server's answer. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Told how each statement ended (the circuit breaker counts the ones the server never answered). */
export interface StatementObserver {
  statementEnded(error: unknown): void;
  /** The requests' statements under way, which the breaker drops when it opens. */
  readonly waiting?: WaitingRequests;
}

type QueryArgs = unknown[];

/**
 * pg's client, but one whose server went silent past `query_timeout` drops its connection: pg would
 * keep it, and the pool would hand it out again with every later statement queued behind the lost one
 * for another full time limit. Dropped, it leaves the pool and a fresh connection takes its place.
 * A statement of an API request waits at most what is left of the request's budget (`withinRequestBudget`).
 */
export class DroppingPgClient extends Client {
  protected readonly observer: StatementObserver | null = null;

  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    const query = this.query.bind(this) as (...args: QueryArgs) => unknown;
    this.query = ((...args: QueryArgs) => {
      const wait = this.budgeted(args);
      if (wait === 'spent') return Promise.reject(new RequestBudgetSpent(currentRequestBudget()?.ms ?? 0));
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(
          () => (wait?.(), this.observer?.statementEnded(null)),
          (error: unknown) => (wait?.(), this.dropOnSilence(error), this.observer?.statementEnded(error)),
        );
      } else wait?.();
      return result;
    }) as Client['query'];
  }

  /** The same client, reporting each statement's end to `observer`. */
  static observedBy(observer: StatementObserver): typeof DroppingPgClient {
    return class ObservedPgClient extends DroppingPgClient {
      protected override readonly observer = observer;
    };
  }

  /**
   * Within an API request, bounds a statement sent as text (as TypeORM sends them) by what is left of the request's
   * budget and returns what ends its wait; `spent` (after dropping the connection, which may be inside a transaction)
   * when nothing is left; null outside a request.
   */
  private budgeted(args: QueryArgs): (() => void) | 'spent' | null {
    const budget = currentRequestBudget();
    const [text, values] = args;
    if (!budget || typeof text !== 'string' || typeof values === 'function' || typeof args[2] === 'function') return null;
    const wait = budget.begin();
    if (wait.leftMs <= 0) {
      wait.end();
      this.drop();
      return 'spent';
    }
    const limit = (this as unknown as { connectionParameters: { query_timeout?: number | false } }).connectionParameters.query_timeout;
    args.splice(0, 2, { text, values, query_timeout: limit ? Math.min(limit, wait.leftMs) : wait.leftMs });
    const forget = this.observer?.waiting?.add(() => this.drop());
    return () => (forget?.(), wait.end());
  }

  private dropOnSilence(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.drop();
  }

  /**
   * Closes the connection, and marks it unusable at once (pg would only on the socket's close, a tick later): the
   * pool, given it back before that, removes it instead of handing it to the next taker.
   */
  private drop(): void {
    (this as unknown as { _queryable: boolean })._queryable = false;
    this.connection?.stream.destroy();
  }
}
