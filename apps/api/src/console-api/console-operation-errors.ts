import type { WireErrorCode } from '../platform/docs/api-error-responses.decorator';

/**
 * What any signed-in call can meet: no session or an expired one (401), too many failed sign-ins from the address
 * (429), the session store unreachable (503), a URL with control characters (`bad_request`), an unexpected failure.
 */
export const SIGNED_IN: readonly WireErrorCode[] = ['unauthorized_error', 'too_many_requests', 'service_unavailable', 'bad_request', 'internal_error'];
/** A write (a missing or wrong CSRF token, a viewer's write) or an admin's read: `forbidden_error`. */
export const GUARDED: readonly WireErrorCode[] = [...SIGNED_IN, 'forbidden_error'];
/** One of the company's resources by its id. */
export const FOUND: readonly WireErrorCode[] = ['not_found_error'];
