import type { ErrorCode } from '@gig/domain';
import { platformFailureCodes } from './platform-failure-codes';
import type { WireErrorCode } from './api-error-responses.decorator';

type Documented = WireErrorCode;

/** What any request can meet: a URL with control characters (`bad_request`), and the 500 of an unexpected failure. */
export const ANY_REQUEST: readonly Documented[] = ['bad_request', 'internal_error'];
/**
 * The API-key guard's answers (the key is looked up in the database: `service_unavailable` when it cannot be
 * reached), the rate limits (per key, and per address after failed authentications), and what any request can meet.
 */
export const ANY_KEY: readonly Documented[] = ['missing_api_key', 'invalid_api_key', 'too_many_requests', 'service_unavailable', ...ANY_REQUEST];
/** A read: a private key of a company with information recovery enabled. */
export const READ: readonly Documented[] = [...ANY_KEY, 'forbidden_error', 'read_permissions_disabled'];
/** A deletion: a private key. */
export const MANAGE: readonly Documented[] = [...ANY_KEY, 'forbidden_error'];
/** The widget's flow: any key of a company with account creation enabled. */
export const CONNECT: readonly Documented[] = [...ANY_KEY, 'write_permissions_disabled'];
/** A JSON body: not JSON, malformed, too big, too deep, off its schema: all `bad_request` (422). */
export const JSON_BODY: readonly Documented[] = ['bad_request'];

/** Spec 8's limits before a login reaches the platform: the pause's code, or the 12-hour window. */
const LOGIN_LIMITS: readonly ErrorCode[] = ['recent_login_successful', 'login_refused', 'proxy_max_retries_exeeded', 'proxy_max_retries_exceeded', 'too_many_requests'];

export const CREATE_ACCOUNT: readonly Documented[] = [
  ...CONNECT, ...JSON_BODY, 'USER_NOT_FOUND', 'already_connected', 'login_in_process', 'invalid_email', 'invalid_phone_number', 'invalid_curp',
  ...LOGIN_LIMITS, ...platformFailureCodes(),
];

export const VALIDATE_ACCOUNT: readonly Documented[] = [
  ...CONNECT, ...JSON_BODY, 'not_found_error', 'login_in_process', 'already_connected', ...LOGIN_LIMITS, ...platformFailureCodes(),
];

/** An on-demand refresh: the account, the 12-hour window and spec 8's pauses, a refresh under way, an ended session. */
export const REFRESH_ACCOUNT: readonly Documented[] = [
  ...READ, 'not_found_error', 'entity_not_found', 'login_in_process', 'reauthentication_required', ...LOGIN_LIMITS,
];
