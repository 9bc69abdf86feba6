import { AggregateEarningsQuery, dateRangeProblems, DomainError, FieldError, parseDateRange, userRefOf, userRefProblems } from '@gig/domain';
import type { AggregatedEarningsRequestDto } from './dto/aggregated-earnings.request';

/**
 * The body, checked by {@link AggregatedEarningsRequestDto}, as the use case's query. Identifier and
 * window are checked together, so that one answer lists every problem: a good identifier lets the
 * window refuse alone; a bad one is refused with the window's problems after its own.
 */
export function toAggregateQuery(companyId: string, body: AggregatedEarningsRequestDto): AggregateEarningsQuery {
  const userErrors = userRefProblems(body.user_id, body.external_id);
  if (userErrors.length > 0) throw refused([...userErrors, ...dateRangeProblems(body.start_date, body.end_date)]);
  const user = userRefOf(body.user_id, body.external_id);
  return { companyId, user, range: parseDateRange(body.start_date, body.end_date), details: body.options?.details ?? false };
}

function refused(errors: FieldError[]): DomainError {
  return DomainError.badRequest([...new Set(errors.map((error) => error.message))].join('; '), errors);
}
