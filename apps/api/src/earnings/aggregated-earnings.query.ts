import {
  AggregateEarningsQuery,
  DateRange,
  DomainError,
  FieldError,
  parseDateRange,
  UserRef,
  userRefFrom,
} from '@gig/domain';
import type { AggregatedEarningsRequestDto } from './dto/aggregated-earnings.request';

/** Checks identifier and window together, so that one answer lists every problem. */
export function toAggregateQuery(companyId: string, body: AggregatedEarningsRequestDto): AggregateEarningsQuery {
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
  const user = attempt<UserRef>(() => userRefFrom(body.user_id, body.external_id));
  const range = attempt<DateRange>(() => parseDateRange(body.start_date, body.end_date));
  if (!user || !range) {
    const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);
    throw DomainError.badRequest([...new Set(unique.map((e) => e.message))].join('; '), unique);
  }
  return { companyId, user, range, details: body.options?.details ?? false };
}
