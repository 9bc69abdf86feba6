import type { AccountWarning } from '../accounts/account-lifecycle';
import type { ErrorCode } from '../errors/error-catalogue';

/** The request field a reserved value is sent in, by its domain path. */
export type SandboxField = 'identifier' | 'password' | 'otpCode';
/** `refresh`: the account connects; its later refreshes (issue 12) behave as listed. */
export type SandboxStage = 'Before Login' | 'Before Validation' | 'After Validation' | 'refresh';

interface ReservedValueOf {
  readonly platform: string;
  readonly field: SandboxField;
  readonly value: string;
  readonly stage: SandboxStage;
}

/** Fails with `code` at `stage`. */
export interface SandboxFailureScenario extends ReservedValueOf {
  readonly outcome: 'failure';
  readonly code: ErrorCode;
}

/** Connects, and the account carries `code` as its warning (spec 7.3). */
export interface SandboxWarningScenario extends ReservedValueOf {
  readonly outcome: 'warning';
  readonly code: AccountWarning;
  readonly stage: 'After Validation';
}

/** Connects; every later refresh brings earnings that differ from the stored ones, so `earnings.updated` fires. */
export interface SandboxNewEarningsScenario extends ReservedValueOf {
  readonly outcome: 'new_earnings';
  readonly code: 'earnings.updated';
  readonly stage: 'refresh';
}

/** A reserved sandbox value on one platform (spec 7.4). */
export type SandboxScenario = SandboxFailureScenario | SandboxWarningScenario | SandboxNewEarningsScenario;
