import type { SearchAccountEarningsQuery } from '@gig/domain';
import type { EarningsSearchRequestDto } from './dto/account.requests';

/** `POST /v1/accounts/{account_id}/earnings/search`, its body checked by {@link EarningsSearchRequestDto}, as the use case's query. */
export function toSearchAccountEarningsQuery(body: EarningsSearchRequestDto): SearchAccountEarningsQuery {
  return { startDate: body.start_date, endDate: body.end_date, page: body.options?.page, itemsPerPage: body.options?.items_per_page };
}
