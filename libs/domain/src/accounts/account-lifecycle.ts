import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import type { LoginMethod } from '../platforms/platform';

/**
 * The account lifecycle: its states, the transitions each flow makes, and the questions the flows ask.
 * The SQL that selects accounts by state names the predicate it implements and is checked against it
 * (libs/testing `account-lifecycle.contract.ts`).
 *
 * pending: waiting for the user (`next_step` says what); syncing: login accepted, data being retrieved;
 * success: data retrieved; incomplete: the user must act (wrong code or password); error: technical failure;
 * requires_auth: the platform session is gone (expired, credentials changed): the worker must connect again;
 * disconnected: the worker or the company ended the connection (terminal for every flow but a new login: no session, no
 * refresh; the data stays until deleted; `POST /v1/accounts` with the same login connects it anew, keeping its id).
 */
export type AccountStatus = 'pending' | 'syncing' | 'success' | 'incomplete' | 'error' | 'requires_auth' | 'disconnected';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth', 'disconnected'];

/** Every status by name: flows, adapters and SQL name a status through this, never spell it. */
export const accountStatus = {
  pending: 'pending', syncing: 'syncing', success: 'success', incomplete: 'incomplete', error: 'error', requiresAuth: 'requires_auth', disconnected: 'disconnected',
} as const satisfies Record<string, AccountStatus>;

/** Who disconnected an account: the worker (from the widget) or the company (its key or console). */
export type Disconnector = 'worker' | 'company';

export const DISCONNECTORS: readonly Disconnector[] = ['worker', 'company'];

/** Spec 7.3: the connection worked, but something prevents getting employment or income data. */
export type AccountWarning = 'banned' | 'not_registered' | 'curp_not_in_platform' | 'zero_quoted_weeks' | 'rider_account' | 'needs_auth';

export const ACCOUNT_WARNINGS: readonly AccountWarning[] = ['banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account', 'needs_auth'];

/** Statuses from which `POST /v1/accounts` logs an existing account in again (a reconnection keeps its id). */
export const LOG_IN_FROM: readonly AccountStatus[] = ['pending', 'incomplete', 'error', 'requires_auth', 'disconnected'];
/** Statuses in which the validate step is taken. */
export const VALIDATE_FROM: readonly AccountStatus[] = ['pending', 'incomplete', 'error'];
/** Statuses of a connected account: its data retrieved or being retrieved, so no new login. */
export const CONNECTED: readonly AccountStatus[] = ['success', 'syncing'];
/** Statuses whose data is kept up to date: refreshed on the cadence, or on demand. */
export const REFRESHED: readonly AccountStatus[] = ['success'];
/** Statuses an account may be disconnected from: every one but `disconnected`, which is terminal. */
export const DISCONNECT_FROM: readonly AccountStatus[] = ['pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth'];

/** What moves an account from one status to another; `null` is an account not yet stored. */
export interface Transition {
  readonly via: 'connect' | 'import' | 'validate' | 'retrieve' | 'refresh' | 'refresh_on_demand' | 'disconnect';
  readonly from: readonly (AccountStatus | null)[];
  readonly to: readonly AccountStatus[];
}

/** The transition table (docs/guide/connecting-accounts.md, "Ongoing refresh and reconnect", draws its main paths); any pair it does not list is refused. */
export const TRANSITIONS: readonly Transition[] = [
  // A platform that needs no validation step goes straight to `syncing`.
  { via: 'connect', from: [null, ...LOG_IN_FROM], to: ['pending', 'syncing'] },
  { via: 'import', from: [null], to: ['pending', 'success'] },
  // Another step (`pending`), the login complete (`syncing`), or a refused step.
  { via: 'validate', from: VALIDATE_FROM, to: ['pending', 'syncing', 'incomplete', 'error'] },
  // Still `syncing` while a transient failure is retried, with `status_details` saying why.
  { via: 'retrieve', from: ['syncing'], to: ['syncing', 'success', 'error'] },
  // A scheduled refresh leaves `success`, or finds the session gone.
  { via: 'refresh', from: REFRESHED, to: ['success', 'requires_auth'] },
  { via: 'refresh_on_demand', from: REFRESHED, to: ['syncing'] },
  { via: 'refresh_on_demand', from: ['syncing'], to: ['success', 'requires_auth'] },
  // The worker or the company ends the connection; only a new login (`connect`) leaves `disconnected`.
  { via: 'disconnect', from: DISCONNECT_FROM, to: ['disconnected'] },
];

export type TransitionVia = Transition['via'];

/** The flows that write a login state (`updateState`, `finishLogin`): every one but `disconnect`, whose write records who ended it. */
export const STATE_VIAS: readonly TransitionVia[] = ['connect', 'import', 'validate', 'retrieve', 'refresh', 'refresh_on_demand'];

/** Whether some flow (of `via`, when given) moves an account from `from` to `to` (`from` null: an account being created). */
export function canTransition(from: AccountStatus | null, to: AccountStatus, via?: TransitionVia | readonly TransitionVia[]): boolean {
  const flows = via === undefined ? null : typeof via === 'string' ? [via] : via;
  return TRANSITIONS.some((t) => (flows === null || flows.includes(t.via)) && t.from.includes(from) && t.to.includes(to));
}

/** The stored statuses the table lets become `to` (by `via`, when given): the `status IN (…)` of every write of a status. */
export function sourcesOf(to: AccountStatus, via?: TransitionVia | readonly TransitionVia[]): AccountStatus[] {
  return ACCOUNT_STATUSES.filter((from) => canTransition(from, to, via));
}

/**
 * A status change the table does not allow: a flow that read a stale state, or a bug. Nothing is written; it answers
 * `login_in_process` (another change got there first) and the HTTP layer logs it as unexpected.
 */
export class ForbiddenTransition extends DomainError {
  constructor(readonly from: AccountStatus | null, readonly to: AccountStatus) {
    super('login_in_process', `The account is ${from ?? 'not stored'} and cannot become ${to}; read the account for its state.`);
  }
}

/** The one gate of every status change: `to` when the table allows it from `from`, a `ForbiddenTransition` otherwise. */
export function transition(from: AccountStatus | null, to: AccountStatus, via?: TransitionVia | readonly TransitionVia[]): AccountStatus {
  if (!canTransition(from, to, via)) throw new ForbiddenTransition(from, to);
  return to;
}

/** A login call of this status may be started by `POST /v1/accounts` (claim permitting). */
export const canLogIn = (status: AccountStatus): boolean => LOG_IN_FROM.includes(status);

/** A password or code may be validated for an account of this status (claim permitting). */
export const canValidate = (status: AccountStatus): boolean => VALIDATE_FROM.includes(status);

/** Connected: a new login is refused (`already_connected`, or `login_in_process` while `syncing`). */
export const isConnected = (status: AccountStatus): boolean => CONNECTED.includes(status);

/** The platform session is gone: only a new login (`POST /v1/accounts`) brings the account back. */
export const needsReconnect = (status: AccountStatus): boolean => status === accountStatus.requiresAuth;

/** `POST /v1/accounts/{id}/disconnect` (or the worker's) ends the connection; a disconnected account answers as it is. */
export const canDisconnect = (status: AccountStatus): boolean => DISCONNECT_FROM.includes(status);

/** Ended by the worker or the company: no session, no refresh; its data stays until deleted; a new login connects it anew. */
export const isDisconnected = (status: AccountStatus): boolean => status === accountStatus.disconnected;

/** The background retrieval after a login writes only while the account still waits for it. */
export const awaitsRetrieval = (status: AccountStatus): boolean => status === accountStatus.syncing;

/** A refresh job runs on a connected account only (`syncing` while an on-demand refresh shows it). */
export const canRunRefresh = (status: AccountStatus): boolean => isConnected(status);

/** Kept up to date on the cadence: a next refresh is planned for it. */
export const refreshesOnCadence = (status: AccountStatus): boolean => REFRESHED.includes(status);

/** `POST /v1/accounts/{id}/refresh` may start a refresh (and turn it `syncing`). */
export const canStartRefresh = (status: AccountStatus): boolean => REFRESHED.includes(status);

/** Has connected at least once: there is data to refresh. */
export const hasConnected = (account: { readonly lastSuccessfulConnection: string | null; readonly lastRefreshedAt: Date | null }): boolean =>
  account.lastSuccessfulConnection !== null || account.lastRefreshedAt !== null;

/** Due for a scheduled refresh at `now`. */
export function isRefreshable(account: { readonly status: AccountStatus; readonly refreshEnabled: boolean; readonly nextRefreshAt: Date | null }, now: Date): boolean {
  return refreshesOnCadence(account.status) && account.refreshEnabled && account.nextRefreshAt !== null && account.nextRefreshAt <= now;
}

/** A claim older than this belongs to a call that died with its process: longer than any platform time limit. */
export const LOGIN_CLAIM_MS = 10 * 60_000;

/** Claims taken before this are stale at `now`. */
export const loginClaimStaleBefore = (now: Date): Date => new Date(now.getTime() - LOGIN_CLAIM_MS);

/**
 * A login call may claim an account of this status for a flow allowed from `from` (`LOG_IN_FROM` or
 * `VALIDATE_FROM`): no other call holds it, or the holder's claim (taken at `claimedAt`) is stale.
 */
export function canClaimLogin(status: AccountStatus, from: readonly AccountStatus[], claimedAt: Date | null, staleBefore: Date): boolean {
  return from.includes(status) && (claimedAt === null || claimedAt < staleBefore);
}

/** Failures the user can fix by trying again with other input; all others are technical. */
const USER_MUST_ACT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'invalid_credentials', 'invalid_otp', 'expired_otp', 'invalid_password', 'invalid_otp_session',
  'invalid_otp_auth_key', 'email_not_validated', 'invalid_email', 'invalid_phone_number', 'invalid_curp',
  'not_registered', 'missing_login', 'account_setup_incomplete', 'reauthentication_required', 'session_not_found',
  'curp_has_inconsistencies', 'invalid_nss', 'curp_not_found', 'validation_time_expired',
]);

/** The status an account is left in after a failure with this code. */
export function statusAfterFailure(code: ErrorCode): AccountStatus {
  return USER_MUST_ACT.has(code) ? 'incomplete' : 'error';
}

/**
 * The state a failed login step leaves: `incomplete` keeps the step to send again; `error` has none,
 * since the account must be created again.
 */
export function stateAfterFailure(code: ErrorCode, step: LoginMethod): { status: AccountStatus; statusDetails: string; warning: null; nextStep: LoginMethod | null } {
  const status = statusAfterFailure(code);
  return { status, statusDetails: code, warning: null, nextStep: status === 'incomplete' ? step : null };
}

/** The state a refresh leaves when the platform no longer takes the kept session. */
export const SESSION_ENDED = { status: 'requires_auth', statusDetails: 'reauthentication_required', warning: 'needs_auth', nextStep: null } as const;

