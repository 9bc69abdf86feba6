import { Client } from 'pg';

/** pg's message when `query_timeout` passes without the server's answer. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * pg's client, but one whose server went silent past `query_timeout` drops its connection: pg would
 * keep it, and the pool would hand it out again with every later statement queued behind the lost one
 * for another full time limit. Dropped, it leaves the pool and a fresh connection takes its place.
 */
export class DroppingPgClient extends Client {
  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.dropOnSilence(error));
      return result;
    }) as Client['query'];
  }

  private dropOnSilence(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection?.stream.destroy();
  }
}
