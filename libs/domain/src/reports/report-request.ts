import type { CalendarDate } from '../dates/calendar-date';
import type { DateRange } from '../dates/date-range';
import { DomainError, FieldError } from '../errors/domain-error';
import type { ReportLanguage } from '../insights/report-document';
import type { UserRef } from '../users/user';
import { userRefFrom } from '../users/user-ref';
import { reportWindow } from './report-window';

/** `POST /v1/reports` as the client sent it; every field unchecked. */
export interface ReportRequestInput {
  readonly userId?: unknown;
  readonly externalId?: unknown;
  readonly startDate?: unknown;
  readonly endDate?: unknown;
  readonly language?: unknown;
}

export interface ReportRequest {
  readonly user: UserRef;
  readonly window: DateRange;
  readonly language: ReportLanguage;
}

export const REPORT_LANGUAGES: readonly ReportLanguage[] = ['es', 'en'];

/** Checks identifier, window and language together, so that one answer lists every problem (as the aggregated read does). */
export function parseReportRequest(input: ReportRequestInput, today: CalendarDate): ReportRequest {
  const errors: FieldError[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'bad_request') throw error;
      errors.push(...(error.errors ?? [{ field: 'body', message: error.message }]));
      return undefined;
    }
  };
  const user = attempt(() => userRefFrom(input.userId, input.externalId));
  const window = attempt(() => reportWindow(input.startDate, input.endDate, today));
  const language = attempt(() => languageOf(input.language));
  if (!user || !window || !language) {
    const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);
    throw DomainError.badRequest([...new Set(unique.map((e) => e.message))].join('; '), unique);
  }
  return { user, window, language };
}

function languageOf(value: unknown): ReportLanguage {
  if (value === undefined || value === null) return 'es';
  if (REPORT_LANGUAGES.includes(value as ReportLanguage)) return value as ReportLanguage;
  const message = `language must be one of ${REPORT_LANGUAGES.join(', ')}`;
  throw DomainError.badRequest(message, [{ field: 'language', message }]);
}
