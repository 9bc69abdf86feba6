import { Client } from 'pg';

/** pg's message when `query_timeout` passes without the server's answer. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Told how each statement ended (the circuit breaker counts the ones the server never answered). */
export interface StatementObserver {
  statementEnded(error: unknown): void;
}

/**
 * pg's client, but one whose server went silent past `query_timeout` drops its connection: pg would
 * keep it, and the pool would hand it out again with every later statement queued behind the lost one
 * for another full time limit. Dropped, it leaves the pool and a fresh connection takes its place.
 */
export class DroppingPgClient extends Client {
  protected readonly observer: StatementObserver | null = null;

  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(
          () => this.observer?.statementEnded(null),
          (error: unknown) => (this.dropOnSilence(error), this.observer?.statementEnded(error)),
        );
      }
      return result;
    }) as Client['query'];
  }

  /** The same client, reporting each statement's end to `observer`. */
  static observedBy(observer: StatementObserver): typeof DroppingPgClient {
    return class ObservedPgClient extends DroppingPgClient {
      protected override readonly observer = observer;
    };
  }

  private dropOnSilence(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection?.stream.destroy();
  }
}
