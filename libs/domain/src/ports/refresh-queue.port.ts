/** Where a scheduler's walk through the due accounts stopped (the last account it took); only the queue that made it reads it. */
export interface DueCursor {
  readonly position: string;
}

/** What one `enqueueDue` took: how many, and the cursor to go on from (null when it took none). */
export interface DueBatch {
  readonly taken: number;
  readonly last: DueCursor | null;
}

/** Refreshes of connected accounts: which are due, and the jobs that run them. */
export interface RefreshQueue {
  /** Whether any account that refreshes is due by `now` (cheap: the scheduler's idle tick). */
  anyDue(now: Date): Promise<boolean>;
  /**
   * Inside a transaction: whether this scheduler may fill the family's queue now. Until the transaction
   * ends, another scheduler asking for the same family is told no, so two processes never both fill the
   * room under a family's cap.
   */
  takeFamilyTurn(family: string): Promise<boolean>;
  /** Refresh jobs of these platforms queued or running, counted up to `upTo` at most (the cost stays that of the cap). */
  inflight(platforms: readonly string[], upTo: number): Promise<number>;
  /**
   * Takes up to `limit` accounts of these platforms due by `now`, in due order (`next_refresh_at`, then
   * id) and after `after` when given (a walk through a large cohort goes on where it stopped instead of
   * passing again over the accounts it took); concurrent schedulers never take the same one. Clears their
   * `nextRefreshAt` and queues a refresh job for each, in one statement.
   */
  enqueueDue(now: Date, platforms: readonly string[], limit: number, after?: DueCursor | null): Promise<DueBatch>;
  /** Whether a refresh job of the account is queued or running. */
  isRefreshing(accountId: string): Promise<boolean>;
  /** Turns a `success` account `syncing` and queues its refresh now, atomically; false when it was not `success`. */
  startOnDemand(accountId: string, now: Date): Promise<boolean>;
}
