import { addDays, calendarDateAt } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import type { Platform } from '../platforms/platform';
import type { LoginLimitState } from './login-limit';

const MINUTE = 60_000;
export const RELOGIN_WINDOW_MS = 12 * 60 * MINUTE;
export const LOGIN_REFUSED_BLOCK_MS = 30 * MINUTE;
export const RETRY_CEILING_BLOCK_MS = 24 * 60 * MINUTE;
const MEXICO_CITY = 'America/Mexico_City';

export interface LoginKey {
  readonly companyId: string;
  readonly platform: string;
  readonly identifier: string;
}

/** Spec section 8, before a login reaches the platform. */
export function checkLoginLimits(state: LoginLimitState | null, now: Date): void {
  if (!state) return;
  if (state.blockedUntil && state.blockCode && state.blockedUntil > now) {
    throw new DomainError(state.blockCode, `Login attempts are paused until ${state.blockedUntil.toISOString()}.`);
  }
  if (state.lastSuccessAt && now.getTime() - state.lastSuccessAt.getTime() < RELOGIN_WINDOW_MS) {
    const after = new Date(state.lastSuccessAt.getTime() + RELOGIN_WINDOW_MS).toISOString();
    throw new DomainError('recent_login_successful', `This account logged in successfully less than 12 hours ago; log in again after ${after}.`);
  }
}

export function afterLoginSuccess(key: LoginKey, now: Date): LoginLimitState {
  return { ...key, lastSuccessAt: now, blockedUntil: null, blockCode: null };
}

/**
 * A platform session that ended (the account turned `requires_auth`) protects nothing: the 12-hour
 * window no longer holds back its reconnection. Pauses the platform imposed stay.
 */
export function afterSessionEnded(state: LoginLimitState | null, key: LoginKey): LoginLimitState {
  return { ...key, lastSuccessAt: null, blockedUntil: state?.blockedUntil ?? null, blockCode: state?.blockCode ?? null };
}

/** The pause a platform's answer imposes, or null when it imposes none. */
export function afterLoginFailure(state: LoginLimitState | null, key: LoginKey, code: ErrorCode, platform: Platform, now: Date): LoginLimitState | null {
  const until = pauseAfter(code, platform, now);
  if (!until) return null;
  return { ...key, lastSuccessAt: state?.lastSuccessAt ?? null, blockedUntil: until, blockCode: code };
}

function pauseAfter(code: ErrorCode, platform: Platform, now: Date): Date | null {
  if (code === 'login_refused') return new Date(now.getTime() + LOGIN_REFUSED_BLOCK_MS);
  if (code === 'proxy_max_retries_exeeded' || code === 'proxy_max_retries_exceeded') {
    return new Date(now.getTime() + RETRY_CEILING_BLOCK_MS);
  }
  if (code === 'too_many_requests' && platform.protocol === 'institute') {
    return startOfNextDayInMexicoCity(now);
  }
  return null;
}

/** Midnight that starts tomorrow in Mexico City (UTC-6 all year since 2022). */
export function startOfNextDayInMexicoCity(now: Date): Date {
  const tomorrow = addDays(calendarDateAt(now, MEXICO_CITY), 1);
  return new Date(`${tomorrow}T06:00:00.000Z`);
}
