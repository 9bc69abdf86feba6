import { AsyncLocalStorage } from 'node:async_hooks';

export const DEFAULT_REQUEST_TIMEOUT_MS = 4_000;

/** What a wait gets once its request has spent its time on the database: it never reached the server. */
export class RequestBudgetSpent extends Error {
  constructor(readonly budgetMs: number) {
    super(`The request spent its ${budgetMs} ms of database time (DATABASE_REQUEST_TIMEOUT_MS) waiting for the database.`);
    this.name = 'RequestBudgetSpent';
  }
}

/** One database wait of a request: how long it may last, and its end (call it once it has an answer or gave up). */
export interface BudgetedWait {
  readonly leftMs: number;
  end(): void;
}

/**
 * The time one API request may spend waiting for the database, for connections and statements together. Only the
 * time during which at least one of its waits is under way counts (reading the body, calling another service does
 * not), so waits side by side count once.
 */
export class RequestBudget {
  private spentMs = 0;
  private waits = 0;
  private since = 0;

  constructor(readonly ms: number) {}

  begin(): BudgetedWait {
    const now = performance.now();
    if (this.waits++ === 0) this.since = now;
    const leftMs = Math.floor(this.ms - this.spentMs - (now - this.since));
    let ended = false;
    return {
      leftMs,
      end: () => {
        if (ended) return;
        ended = true;
        if (--this.waits === 0) this.spentMs += performance.now() - this.since;
      },
    };
  }
}

const budgets = new AsyncLocalStorage<RequestBudget | null>();

/** Runs `work` (one API request) with a budget of `ms` for its waits on the database, and what it sets off without awaiting. */
export function withinRequestBudget<T>(ms: number, work: () => T): T {
  return budgets.run(new RequestBudget(ms), work);
}

/** Runs `work` without the budget of the request that set it off (background work: a job, a delivery, a purge). */
export function outsideRequestBudget<T>(work: () => T): T {
  return budgets.run(null, work);
}

/** The budget of the request running now, or null outside one (background work, migrations, start-up). */
export function currentRequestBudget(): RequestBudget | null {
  return budgets.getStore() ?? null;
}

/**
 * The requests' waits under way on one database: the circuit breaker ends them all when it opens, so that a request
 * already waiting for a silent server answers then instead of at its own time limit.
 */
export class WaitingRequests {
  private readonly abandons = new Set<(error: Error) => void>();

  /** Registers a wait; returns what forgets it once it has ended. */
  add(abandon: (error: Error) => void): () => void {
    this.abandons.add(abandon);
    return () => void this.abandons.delete(abandon);
  }

  abandonAll(error: Error): void {
    const abandons = [...this.abandons];
    this.abandons.clear();
    for (const abandon of abandons) abandon(error);
  }
}
