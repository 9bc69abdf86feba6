import type { CalendarDate } from '../dates/calendar-date';
import type { ConstanciaData } from './constancia';
import type { DocumentRisk } from './document-risk';
import { judgeConstancia } from './judge-constancia';
import type { PdfReading, UnreadableReason } from './pdf-reading';
import { readConstancia } from './read-constancia';

export type ConstanciaExamination =
  | { readonly status: 'processed'; readonly extracted: ConstanciaData; readonly risk: DocumentRisk }
  | { readonly status: 'unreadable'; readonly reason: UnreadableReason; readonly detail: string };

export interface ExaminationContext {
  readonly uploadedOn: CalendarDate;
  readonly lenderCurp: string | null;
  readonly lenderNss: string | null;
  readonly duplicateOfAnotherUser: boolean;
}

const FILE_REASONS: Record<Exclude<UnreadableReason, 'not_a_constancia' | 'no_text_layer'>, string> = {
  not_a_pdf: 'The file is not a PDF.',
  encrypted: 'The PDF is encrypted or protected by a password.',
};

/** What an uploaded constancia says and how far to trust it; unreadable (with the reason) when there is nothing to read. */
export function examineConstancia(reading: PdfReading, context: ExaminationContext): ConstanciaExamination {
  if (reading.kind === 'unreadable') {
    const detail = reading.reason in FILE_REASONS ? FILE_REASONS[reading.reason as keyof typeof FILE_REASONS] : 'The PDF has no readable constancia.';
    return { status: 'unreadable', reason: reading.reason, detail };
  }
  const constancia = readConstancia(reading.pages);
  if (constancia.kind === 'unreadable') return { status: 'unreadable', reason: constancia.reason, detail: constancia.detail };
  const risk = judgeConstancia(constancia.data, { ...context, fieldPages: constancia.fieldPages, file: reading.file, pages: reading.pages });
  return { status: 'processed', extracted: constancia.data, risk };
}
