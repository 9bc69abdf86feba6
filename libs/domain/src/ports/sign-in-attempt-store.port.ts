/** One key's sign-in attempts in its current window. */
export interface SignInAttemptCount {
  readonly key: string;
  readonly attempts: number;
  readonly windowEndsAt: Date;
}

/** Sign-in attempts counted per key (an email, an address) over fixed windows, shared by every process. */
export interface SignInAttemptStore {
  /** Counts one attempt of each key in one atomic step; a key whose window has ended starts a new one of `windowMs` at `now`. */
  count(keys: readonly string[], now: Date, windowMs: number): Promise<SignInAttemptCount[]>;
  /** An attempt that succeeded no longer counts: each key's count goes down by one. */
  forgive(keys: readonly string[]): Promise<void>;
  /** Forgets a key's attempts. */
  clear(key: string): Promise<void>;
}
