import { DomainError, ErrorCode } from '@gig/domain';

const OPAQUE_ID = /^[A-Za-z0-9._~-]{1,200}$/;

export function isOpaqueId(value: unknown): value is string {
  return typeof value === 'string' && OPAQUE_ID.test(value);
}

/** The session as a path segment; a missing or impossible one fails with `code` before any request. */
export function sessionSegment(session: string | null, code: ErrorCode): string {
  if (!isOpaqueId(session)) throw new DomainError(code, 'No session of this extraction service to continue.');
  return encodeURIComponent(session);
}
