import { isAccountStatus, isAccountWarning } from '../api/public-values';

/** The accounts list's filters, kept in the page's query string so a link opens a filtered list. */
export interface AccountFilters {
  readonly platform: string;
  readonly status: string;
  readonly warning: string;
  readonly page: number;
}

export const NO_FILTERS: AccountFilters = { platform: '', status: '', warning: '', page: 1 };

const PLATFORM_CODE = /^[a-z][a-z0-9_]{0,39}$/;

/** Unknown values are dropped (a hand-edited URL shows the unfiltered list, not an error). */
export function parseAccountFilters(search: string): AccountFilters {
  const params = new URLSearchParams(search);
  const platform = params.get('platform') ?? '';
  const status = params.get('status') ?? '';
  const warning = params.get('warning') ?? '';
  const page = Number(params.get('page'));
  return {
    platform: PLATFORM_CODE.test(platform) ? platform : '',
    status: isAccountStatus(status) ? status : '',
    warning: isAccountWarning(warning) ? warning : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `?platform=…&status=…&warning=…&page=…` without empty values and without page 1; '' when unfiltered. */
export function accountFiltersQuery(filters: Partial<AccountFilters>): string {
  const params = new URLSearchParams();
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.status) params.set('status', filters.status);
  if (filters.warning) params.set('warning', filters.warning);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for the same filters. */
export const accountFiltersApiQuery = (filters: AccountFilters, itemsPerPage: number) => ({
  platform: filters.platform,
  status: filters.status,
  warning: filters.warning,
  page: filters.page,
  items_per_page: itemsPerPage,
});
