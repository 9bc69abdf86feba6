import { EventEmitter } from 'node:events';
import type { PGlite, Results } from '@electric-sql/pglite';
import { currentRequestBudget, RequestBudgetSpent } from './request-budget';

type Callback = (error: Error | null, result?: unknown) => void;
type ConnectCallback = (error: Error | null, client: PGliteClient | null, release: () => void) => void;

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/**
 * A `pg`-shaped client over one PGlite instance, for TypeORM's postgres driver.
 * PGlite has a single session, so a checked-out client holds it exclusively until released:
 * a transaction never sees another request's statements interleaved (typeorm-pglite's pool
 * shares the session between callers, which lets concurrent transactions mix).
 */
class PGliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  async query(sql: string, params?: unknown[] | Callback, callback?: Callback): Promise<PgResult> {
    const [values, done] = typeof params === 'function' ? [undefined, params] : [params, callback];
    try {
      const result = await run(this.db, sql, values);
      done?.(null, result);
      return result;
    } catch (error) {
      done?.(error as Error);
      throw error;
    }
  }
}

async function run(db: PGlite, sql: string, params?: unknown[]): Promise<PgResult> {
  const results: Results =
    params && params.length > 0
      ? await db.query(sql, params)
      : ((await db.exec(sql)).at(-1) ?? { rows: [], fields: [] });
  const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
  return { rows: results.rows, rowCount: results.affectedRows ?? results.rows.length, command };
}

/** A FIFO lock: one holder of the PGlite session at a time. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();
  /** Callers holding the session or queued for it. */
  claims = 0;

  acquire(): Promise<() => void> {
    let release!: () => void;
    this.claims++;
    const held = new Promise<void>((resolve) => (release = () => (this.claims--, resolve())));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return acquired;
  }

  /**
   * The session, waited for at most what is left of the running API request's budget: past it the request
   * gives up (`RequestBudgetSpent`) and its turn, when it comes, is passed on at once.
   */
  async acquireForRequest(): Promise<() => void> {
    const budget = currentRequestBudget();
    const acquired = this.acquire();
    if (!budget) return acquired;
    const wait = budget.begin();
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<null>((resolve) => (timer = setTimeout(resolve, Math.max(0, wait.leftMs), null)));
    try {
      const release = await Promise.race([acquired, spent]);
      if (release) return release;
    } finally {
      clearTimeout(timer);
      wait.end();
    }
    void acquired.then((release) => release());
    throw new RequestBudgetSpent(budget.ms);
  }
}

/** The `driver` option of a TypeORM postgres DataSource that runs on the given PGlite. */
export function pgliteDriver(db: PGlite): { Pool: new () => EventEmitter } {
  const lock = new SessionLock();
  const client = new PGliteClient(db);

  /** Counted as pg's pool counts (one connection: busy while held, the rest of the queue waiting), for the metrics. */
  class PGlitePool extends EventEmitter {
    readonly totalCount = 1;
    get idleCount(): number {
      return lock.claims === 0 ? 1 : 0;
    }
    get waitingCount(): number {
      return Math.max(0, lock.claims - 1);
    }

    /** With `callback` (TypeORM's way), a failure goes to it, never to the promise, which nobody awaits then. */
    async connect(callback?: ConnectCallback): Promise<PGliteClient | undefined> {
      let release: () => void;
      try {
        release = await lock.acquireForRequest();
      } catch (error) {
        if (!callback) throw error;
        return void callback(error as Error, null, () => undefined);
      }
      let released = false;
      const releaseOnce = () => {
        if (!released) {
          released = true;
          release();
        }
      };
      callback?.(null, client, releaseOnce);
      return Object.assign(Object.create(client), { release: releaseOnce });
    }

    async query(sql: string, params?: unknown[]): Promise<PgResult> {
      const release = await lock.acquireForRequest();
      try {
        return await run(db, sql, params);
      } finally {
        release();
      }
    }

    end(callback?: (error?: Error) => void): void {
      db.close().then(
        () => callback?.(),
        (error: Error) => callback?.(error),
      );
    }
  }
  return { Pool: PGlitePool };
}
