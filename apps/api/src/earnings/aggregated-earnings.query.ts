import {
  AggregateEarningsQuery,
  DateRange,
  FieldErrors,
  parseDateRange,
  UserRef,
  userRefFrom,
} from '@gig/domain';
import type { AggregatedEarningsRequestDto } from './dto/aggregated-earnings.request';

/** Checks identifier and window together, so that one answer lists every problem. */
export function toAggregateQuery(companyId: string, body: AggregatedEarningsRequestDto): AggregateEarningsQuery {
  const fields = new FieldErrors();
  const user = fields.attempt<UserRef>(() => userRefFrom(body.user_id, body.external_id));
  const range = fields.attempt<DateRange>(() => parseDateRange(body.start_date, body.end_date));
  if (!user || !range) {
    throw fields.toError();
  }
  return { companyId, user, range, details: body.options?.details ?? false };
}
