export type RiskSignalCode =
  | 'curp_invalid'
  | 'nss_invalid'
  | 'weeks_do_not_add_up'
  | 'edited_after_issue'
  | 'identity_mismatch'
  | 'producer_unexpected'
  | 'dates_incoherent'
  | 'work_before_age_14'
  | 'fonts_unexpected'
  | 'no_text_layer'
  | 'registro_patronal_malformed'
  | 'duplicate_file'
  | 'stale';

/** The reference's weights (docs: shared/reference/imss-constancia.md, "Authenticity signals"). */
export const RISK_SIGNAL_WEIGHTS: Readonly<Record<RiskSignalCode, number>> = {
  curp_invalid: 60,
  nss_invalid: 60,
  weeks_do_not_add_up: 60,
  edited_after_issue: 60,
  identity_mismatch: 60,
  producer_unexpected: 25,
  dates_incoherent: 25,
  work_before_age_14: 25,
  fonts_unexpected: 25,
  no_text_layer: 25,
  registro_patronal_malformed: 10,
  duplicate_file: 25,
  stale: 10,
};

export const RISK_SIGNAL_CODES = Object.keys(RISK_SIGNAL_WEIGHTS) as RiskSignalCode[];

/** One tripped signal: the field (a path into the extracted data, or `file`/`metadata`/`fonts`) and page it concerns. */
export interface RiskSignal {
  readonly code: RiskSignalCode;
  readonly field: string;
  readonly page: number | null;
  readonly expected: string;
  readonly found: string;
  readonly weight: number;
}

export type RiskLevel = 'low' | 'medium' | 'high';

export interface DocumentRisk {
  readonly score: number;
  readonly level: RiskLevel;
  readonly signals: RiskSignal[];
}

export function riskSignal(code: RiskSignalCode, at: { field: string; page: number | null }, expected: string, found: string): RiskSignal {
  return { code, field: at.field, page: at.page, expected, found, weight: RISK_SIGNAL_WEIGHTS[code] };
}

/** score = min(100, sum of weights); `low` below 25, `medium` from 25, `high` from 60. A code counts once. */
export function documentRisk(signals: RiskSignal[]): DocumentRisk {
  const once = signals.filter((signal, index) => signals.findIndex((other) => other.code === signal.code) === index);
  const score = Math.min(100, once.reduce((sum, signal) => sum + signal.weight, 0));
  return { score, level: score >= 60 ? 'high' : score >= 25 ? 'medium' : 'low', signals: once };
}
