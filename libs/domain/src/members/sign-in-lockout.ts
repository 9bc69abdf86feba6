import { DomainError } from '../errors/domain-error';
import type { SignInAttemptCount } from '../ports/sign-in-attempt-store.port';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** The counters a sign-in attempt goes against: its email's and its client address's. */
export function lockoutKeys(email: string, clientAddress: string): { email: string; address: string } {
  return { email: `email:${email}`, address: `address:${clientAddress}` };
}

/**
 * Each attempt is counted before the password is looked at; one that succeeds is forgiven. So a key
 * past its limit within the window is refused, until the window ends, whatever the password.
 */
export function assertNotLockedOut(counts: readonly SignInAttemptCount[], keys: { email: string; address: string }, now: Date): void {
  const limitOf = (key: string) => (key === keys.email ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_ADDRESS);
  const locked = counts.filter((count) => count.attempts > limitOf(count.key));
  if (locked.length === 0) return;
  const waitMs = Math.max(...locked.map((count) => count.windowEndsAt.getTime() - now.getTime()));
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new DomainError('too_many_requests', `Too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
