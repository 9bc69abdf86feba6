import { DomainError } from '@gig/domain';

/** Runs `fn`, expecting it to throw a DomainError, and returns that error for the spec to inspect. */
export function thrownDomainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}
