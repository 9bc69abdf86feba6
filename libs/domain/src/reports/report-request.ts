import type { CalendarDate } from '../dates/calendar-date';
import type { DateRange } from '../dates/date-range';
import { DomainError } from '../errors/domain-error';
import { FieldErrors } from '../errors/field-errors';
import type { ReportLanguage } from '../insights/report-document';
import type { UserRef } from '../users/user';
import { userRefFrom } from '../users/user-ref';
import { reportWindow } from './report-window';

/** A report as a client asks for it: who (exactly one of `userId` and `externalId`), the window and the language, checked together. */
export interface ReportRequestInput {
  readonly userId?: string | null;
  readonly externalId?: string | null;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly language?: string | null;
}

export interface ReportRequest {
  readonly user: UserRef;
  readonly window: DateRange;
  readonly language: ReportLanguage;
}

export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['es', 'en'];

/** Checks identifier, window and language together, so that one answer lists every problem (as the aggregated read does). */
export function parseReportRequest(input: ReportRequestInput, today: CalendarDate): ReportRequest {
  const fields = new FieldErrors();
  const user = fields.attempt(() => userRefFrom(input.userId, input.externalId));
  const window = fields.attempt(() => reportWindow(input.startDate, input.endDate, today));
  const language = fields.attempt(() => languageOf(input.language));
  if (!user || !window || !language) {
    throw fields.toError();
  }
  return { user, window, language };
}

function languageOf(value: string | null | undefined): ReportLanguage {
  if (value === undefined || value === null) return 'es';
  if (REPORT_LANGUAGES.includes(value as ReportLanguage)) return value as ReportLanguage;
  const message = `language must be one of ${REPORT_LANGUAGES.join(', ')}`;
  throw DomainError.badRequest(message, [{ field: 'language', message }]);
}
