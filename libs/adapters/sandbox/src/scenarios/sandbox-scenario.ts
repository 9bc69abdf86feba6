import type { AccountWarning, ErrorCode, SandboxField, SandboxScenario, SandboxStage, SandboxWarningScenario } from '@gig/domain';

export type { SandboxField, SandboxScenario, SandboxStage } from '@gig/domain';

export type SandboxOutcome =
  | { readonly kind: 'failure'; readonly code: ErrorCode }
  | { readonly kind: 'warning'; readonly warning: AccountWarning }
  | { readonly kind: 'new_earnings' };

/** A reserved value before it is expanded into one row per platform of its group. */
export type ReservedValue = WithoutPlatform<SandboxScenario>;
type WithoutPlatform<Row> = Row extends SandboxScenario ? Omit<Row, 'platform'> : never;

export function failure(field: SandboxField, value: string, code: ErrorCode, stage: SandboxStage): ReservedValue {
  return { field, value, outcome: 'failure', code, stage };
}

export function warning(identifier: string, code: AccountWarning): ReservedValue {
  return { field: 'identifier', value: identifier, outcome: 'warning', code, stage: 'After Validation' };
}

/** A value whose account connects and whose refreshes behave as said (issue 12). */
export function onRefresh(identifier: string, behaviour: 'reauthentication_required' | 'failed_refresh' | 'new_earnings'): ReservedValue {
  return behaviour === 'new_earnings'
    ? { field: 'identifier', value: identifier, outcome: 'new_earnings', code: 'earnings.updated', stage: 'refresh' }
    : { field: 'identifier', value: identifier, outcome: 'failure', code: behaviour, stage: 'refresh' };
}

export function isWarningScenario(scenario: SandboxScenario): scenario is SandboxWarningScenario {
  return scenario.outcome === 'warning';
}

export function outcomeOf(scenario: SandboxScenario): SandboxOutcome {
  if (scenario.outcome === 'warning') return { kind: 'warning', warning: scenario.code };
  if (scenario.outcome === 'new_earnings') return { kind: 'new_earnings' };
  return { kind: 'failure', code: scenario.code };
}
