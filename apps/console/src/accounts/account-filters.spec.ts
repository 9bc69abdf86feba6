import { accountFiltersQuery, NO_FILTERS, parseAccountFilters } from './account-filters';

describe('account filters in the query string', () => {
  it('reads the filters and the page', () => {
    expect(parseAccountFilters('?platform=uber&status=error&warning=banned&page=3')).toEqual({ platform: 'uber', status: 'error', warning: 'banned', page: 3 });
  });

  it('drops unknown values and bad pages', () => {
    expect(parseAccountFilters('?platform=Uber%3B&status=broken&warning=nope&page=-2')).toEqual(NO_FILTERS);
    expect(parseAccountFilters('?page=1.5').page).toBe(1);
    expect(parseAccountFilters('').page).toBe(1);
  });

  it('writes only what is set, and round-trips', () => {
    expect(accountFiltersQuery({ status: 'success' })).toBe('?status=success');
    expect(accountFiltersQuery({ warning: 'banned', page: 1 })).toBe('?warning=banned');
    expect(accountFiltersQuery(NO_FILTERS)).toBe('');
    const filters = { platform: 'didi', status: 'requires_auth', warning: 'needs_auth', page: 2 };
    expect(parseAccountFilters(accountFiltersQuery(filters))).toEqual(filters);
  });
});
