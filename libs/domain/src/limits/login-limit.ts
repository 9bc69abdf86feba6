import type { ErrorCode } from '../errors/error-catalogue';

/** Spec section 8, kept per company, platform and identifier. */
export interface LoginLimitState {
  readonly companyId: string;
  readonly platform: string;
  readonly identifier: string;
  readonly lastSuccessAt: Date | null;
  /** Logins are answered with `blockCode` without reaching the platform until then. */
  readonly blockedUntil: Date | null;
  readonly blockCode: ErrorCode | null;
}
