import type { AccountEmployment, AccountProfile } from '../accounts/account-data';
import type { AccountWarning } from '../accounts/account-lifecycle';
import type { Environment } from '../companies/company';
import type { CalendarDate } from '../dates/calendar-date';
import type { Cents } from '../money/money';
import type { LoginMethod, Platform } from '../platforms/platform';

export interface LoginRequest {
  readonly platform: Platform;
  readonly country: string;
  /** Normalised identifier (see normaliseIdentifier). */
  readonly identifier: string;
}

export interface LoginProgress {
  /** What the user must send next; null once the login is complete and data can be retrieved. */
  readonly nextStep: LoginMethod | null;
  /** Opaque state the connector needs on its next call; stored encrypted, never logged. */
  readonly session: string | null;
}

export interface VerifyRequest extends LoginRequest {
  readonly session: string | null;
  readonly method: LoginMethod;
  /** The password or one-time code; used for this call only, never stored. */
  readonly secret: string;
}

export interface RetrieveRequest extends LoginRequest {
  readonly session: string | null;
}

export interface RetrievedEarning {
  readonly earningDate: CalendarDate;
  readonly amountCents: Cents;
  readonly currency: string;
  readonly countTrips: number | null;
}

export interface RetrievedData {
  readonly earnings: readonly RetrievedEarning[];
  readonly profile: AccountProfile | null;
  readonly employment: AccountEmployment | null;
  /** Set when the login worked but the data cannot be had (spec 7.3). */
  readonly warning: AccountWarning | null;
}

/**
 * One platform family's extraction service. Failures are `DomainError`s with catalogue codes;
 * the stage is implied by the method: startLogin is Before Login, verify Before Validation,
 * retrieve After Validation.
 */
export interface PlatformConnector {
  startLogin(request: LoginRequest): Promise<LoginProgress>;
  verify(request: VerifyRequest): Promise<LoginProgress>;
  retrieve(request: RetrieveRequest): Promise<RetrievedData>;
  /**
   * The account's data again, with the session kept from its login and no new login or code; fails
   * with `reauthentication_required` when the platform no longer accepts the session.
   */
  refresh(request: RetrieveRequest): Promise<RetrievedData>;
}

/** Picks the connector for a company's environment and a platform (sandbox or live). */
export interface PlatformConnectors {
  connectorFor(environment: Environment, platform: Platform): PlatformConnector;
}
