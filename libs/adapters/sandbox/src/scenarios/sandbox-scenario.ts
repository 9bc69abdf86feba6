import type { AccountWarning, ErrorCode, SandboxField, SandboxScenario, SandboxStage, SandboxWarningScenario } from '@gig/domain';

export type { SandboxField, SandboxScenario, SandboxStage } from '@gig/domain';

export type SandboxOutcome =
  | { readonly kind: 'failure'; readonly code: ErrorCode }
  | { readonly kind: 'warning'; readonly warning: AccountWarning };

/** A reserved value before it is expanded into one row per platform of its group. */
export type ReservedValue = WithoutPlatform<SandboxScenario>;
type WithoutPlatform<Row> = Row extends SandboxScenario ? Omit<Row, 'platform'> : never;

export function failure(field: SandboxField, value: string, code: ErrorCode, stage: SandboxStage): ReservedValue {
  return { field, value, outcome: 'failure', code, stage };
}

export function warning(identifier: string, code: AccountWarning): ReservedValue {
  return { field: 'identifier', value: identifier, outcome: 'warning', code, stage: 'After Validation' };
}

export function isWarningScenario(scenario: SandboxScenario): scenario is SandboxWarningScenario {
  return scenario.outcome === 'warning';
}

export function outcomeOf(scenario: SandboxScenario): SandboxOutcome {
  return scenario.outcome === 'warning'
    ? { kind: 'warning', warning: scenario.code }
    : { kind: 'failure', code: scenario.code };
}
