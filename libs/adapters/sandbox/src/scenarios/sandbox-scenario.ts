import { ACCOUNT_WARNINGS, AccountWarning, ERROR_CATALOGUE, ErrorCode } from '@gig/domain';

export type SandboxField = 'identifier' | 'password' | 'otp_code';
export type SandboxStage = 'Before Login' | 'Before Validation' | 'After Validation';

/**
 * A reserved sandbox value on one platform (spec 7.4). A row whose `http_status` is 200 at
 * `After Validation` connects and carries its `code` as the account warning (spec 7.3).
 */
export interface SandboxScenario {
  readonly platform: string;
  readonly field: SandboxField;
  readonly value: string;
  readonly code: ErrorCode | AccountWarning;
  readonly http_status: number;
  readonly stage: SandboxStage;
}

export type SandboxOutcome =
  | { readonly kind: 'failure'; readonly code: ErrorCode }
  | { readonly kind: 'warning'; readonly warning: AccountWarning };

/** A reserved value before it is expanded into one row per platform of its group. */
export type ReservedValue = Omit<SandboxScenario, 'platform'>;

export function failure(field: SandboxField, value: string, code: ErrorCode, stage: SandboxStage): ReservedValue {
  return { field, value, code, http_status: ERROR_CATALOGUE[code].status, stage };
}

export function warning(identifier: string, code: AccountWarning): ReservedValue {
  return { field: 'identifier', value: identifier, code, http_status: 200, stage: 'After Validation' };
}

export function isWarningScenario(scenario: SandboxScenario): boolean {
  return (
    scenario.stage === 'After Validation' &&
    scenario.http_status === 200 &&
    (ACCOUNT_WARNINGS as readonly string[]).includes(scenario.code)
  );
}

export function outcomeOf(scenario: SandboxScenario): SandboxOutcome {
  return isWarningScenario(scenario)
    ? { kind: 'warning', warning: scenario.code as AccountWarning }
    : { kind: 'failure', code: scenario.code as ErrorCode };
}
