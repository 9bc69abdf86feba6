import type { UploadedDocument } from '../api/console-schemas';

type Signal = NonNullable<UploadedDocument['risk']>['signals'][number];

/** Each signal in the words a risk analyst reads (README "Documents", the reference's table). */
export const SIGNAL_WORDS: Readonly<Record<Signal['code'], string>> = {
  curp_invalid: 'The CURP’s check digit or shape is wrong',
  nss_invalid: 'The NSS’s check digit is wrong',
  weeks_do_not_add_up: 'The total weeks are not quoted − discounted + reintegrated',
  edited_after_issue: 'The file was edited after IMSS issued it',
  identity_mismatch: 'The CURP differs from the one you gave',
  producer_unexpected: 'The file was not made by IMSS’s software',
  dates_incoherent: 'Its dates contradict each other or the upload date',
  work_before_age_14: 'A job starts before the worker was 14',
  fonts_unexpected: 'It uses fonts IMSS does not use',
  no_text_layer: 'A page is only an image',
  registro_patronal_malformed: 'An employer’s registro patronal is malformed',
  duplicate_file: 'The same file was uploaded for another user',
  stale: 'Issued more than 30 days before the upload',
};

export const LEVEL_WORDS: Readonly<Record<NonNullable<UploadedDocument['risk']>['level'], string>> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};

export const UNREADABLE_WORDS: Readonly<Record<string, string>> = {
  not_a_pdf: 'Not a PDF',
  encrypted: 'Encrypted',
  no_text_layer: 'Only images',
  not_a_constancia: 'Not a constancia',
};

export function signalSentence(signal: Signal): string {
  const where = signal.page === null ? '' : ` (page ${signal.page})`;
  return `${SIGNAL_WORDS[signal.code]}${where}: expected ${signal.expected}, found ${signal.found}.`;
}

/** The original file, through the console's mount of the public API. */
export const documentFilePath = (documentId: string): string => `/console/v1/documents/${encodeURIComponent(documentId)}/file`;
