import { contentSignals, type ContentContext } from './content-signals';
import type { ConstanciaData } from './constancia';
import { documentRisk, type DocumentRisk, type RiskSignalCode } from './document-risk';
import { fileSignals, type FileContext } from './file-signals';

const ORDER: RiskSignalCode[] = [
  'curp_invalid', 'nss_invalid', 'weeks_do_not_add_up', 'edited_after_issue', 'identity_mismatch', 'producer_unexpected',
  'dates_incoherent', 'work_before_age_14', 'fonts_unexpected', 'no_text_layer', 'registro_patronal_malformed',
  'duplicate_file', 'stale',
];

/** Every signal a readable constancia trips, in the reference's order, with its score and level. */
export function judgeConstancia(data: ConstanciaData, context: ContentContext & FileContext): DocumentRisk {
  const signals = [...contentSignals(data, context), ...fileSignals(context)];
  return documentRisk(signals.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code)));
}
