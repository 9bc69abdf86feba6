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
  /** Refresh jobs of these platforms queued or running. */
  inflight(platforms: readonly string[]): Promise<number>;
  /**
   * Takes up to `limit` accounts of these platforms due by `now` (oldest due first; concurrent schedulers
   * never take the same one), clears their `nextRefreshAt` and queues a refresh job for each, in one
   * statement; how many were queued.
   */
  enqueueDue(now: Date, platforms: readonly string[], limit: number): Promise<number>;
  /** Whether a refresh job of the account is queued or running. */
  isRefreshing(accountId: string): Promise<boolean>;
  /** Turns a `success` account `syncing` and queues its refresh now, atomically; false when it was not `success`. */
  startOnDemand(accountId: string, now: Date): Promise<boolean>;
}
