/** Closed: calls go to the database. Open: the database is known not to answer, calls fail at once. */
export type CircuitState =
  | { readonly state: 'closed' }
  | { readonly state: 'open'; readonly reason: string; readonly since: Date };

/** What a call gets while the circuit is open: it never reached the database. */
export class CircuitOpenError extends Error {
  /** `retryAfterSeconds`: until the next check whether the database answers again. */
  constructor(readonly reason: string, readonly retryAfterSeconds = 1) {
    super(`The database is not answering (${reason}); not waiting for it.`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Failures in a row (time-outs, lost or refused connections) that open the circuit. */
  readonly failures: number;
  /** While open, the pause before each probe. */
  readonly probeMs: number;
  /** Succeeds when the database answers again; it closes the circuit. */
  readonly probe: () => Promise<void>;
  /** Told when the circuit opens or closes. */
  readonly onChange?: (state: CircuitState) => void;
}

/**
 * A circuit breaker in front of the database: after `failures` failed calls in a row (or when told the
 * database is gone) it opens, and every call fails at once instead of waiting out its time limit; a
 * probe every `probeMs` closes it as soon as the database answers.
 */
export class CircuitBreaker {
  private inARow = 0;
  private opened: { reason: string; since: Date } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    return this.opened ? { state: 'open', ...this.opened } : { state: 'closed' };
  }

  /** The error a call gets now without trying, or null while the circuit is closed. */
  refusal(): CircuitOpenError | null {
    return this.opened ? new CircuitOpenError(this.opened.reason, Math.max(1, Math.ceil(this.options.probeMs / 1_000))) : null;
  }

  succeeded(): void {
    this.inARow = 0;
  }

  failed(): void {
    this.inARow += 1;
    if (this.inARow >= this.options.failures) this.open(`${this.inARow} database calls in a row timed out or could not connect`);
  }

  open(reason: string): void {
    if (this.opened || this.stopped) return;
    this.opened = { reason, since: new Date() };
    this.scheduleProbe();
    this.options.onChange?.(this.state);
  }

  /** No more probes (the database is being closed). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.probe(), this.options.probeMs);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    try {
      await this.options.probe();
    } catch {
      return this.scheduleProbe();
    }
    this.opened = null;
    this.inARow = 0;
    this.options.onChange?.(this.state);
  }
}
