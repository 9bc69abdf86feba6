import type { FieldError } from '@gig/domain';

export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly errors: readonly FieldError[] | null;
}

/** The response envelope of spec section 2.1. */
export type Envelope<T> =
  | { readonly success: true; readonly data: T; readonly error: null }
  | { readonly success: false; readonly data: null; readonly error: ErrorBody };

export function successEnvelope<T>(data: T): Envelope<T> {
  return { success: true, data, error: null };
}

export function errorEnvelope(error: ErrorBody): Envelope<never> {
  return { success: false, data: null, error };
}
