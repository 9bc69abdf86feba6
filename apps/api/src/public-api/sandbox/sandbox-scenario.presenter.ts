import type { SandboxScenario } from '@gig/domain';
import { httpStatusOf } from '../../platform/http/error-statuses';
import { wireFieldName } from '../../platform/http/wire-field-names';

/** A row of `GET /v1/sandbox/scenarios`: the status the value answers with (200 for a warning). */
export interface SandboxScenarioJson {
  readonly platform: string;
  readonly field: string;
  readonly value: string;
  readonly code: string;
  readonly http_status: number;
  readonly stage: string;
}

export function presentSandboxScenario(row: SandboxScenario): SandboxScenarioJson {
  return {
    platform: row.platform,
    field: wireFieldName(row.field),
    value: row.value,
    code: row.code,
    http_status: row.outcome === 'failure' ? httpStatusOf(row.code) : 200,
    stage: row.stage,
  };
}
