import { DomainError, FieldError } from '../errors/domain-error';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../earnings/search-account-earnings';

/** `?page=&items_per_page=` as a client gave them: the first page and the default size when absent. */
export interface PageQuery {
  /** 1-based. */
  readonly page?: number | null;
  readonly itemsPerPage?: number | null;
}

/** Page sizes of a listing: when none is asked for, and the largest allowed. */
export interface PageSizes {
  readonly defaultItemsPerPage: number;
  readonly maxItemsPerPage: number;
}

/** The console's listings (accounts, users): pages of 20, at most 100. */
export const DIRECTORY_PAGE_SIZES: PageSizes = { defaultItemsPerPage: 20, maxItemsPerPage: 100 };

/** The page asked for, with the defaults and limits of the earnings search unless told; `bad_request` naming each bad field. */
export function pageOf(query: PageQuery, sizes: PageSizes = { defaultItemsPerPage: DEFAULT_ITEMS_PER_PAGE, maxItemsPerPage: MAX_ITEMS_PER_PAGE }): { page: number; itemsPerPage: number } {
  const max = sizes.maxItemsPerPage;
  const page = query.page ?? 1;
  const itemsPerPage = query.itemsPerPage ?? sizes.defaultItemsPerPage;
  const errors: FieldError[] = [];
  if (!Number.isSafeInteger(page) || page < 1) errors.push({ field: 'page', message: 'page must be a whole number of at least 1' });
  if (!Number.isSafeInteger(itemsPerPage) || itemsPerPage < 1 || itemsPerPage > max) {
    errors.push({ field: 'itemsPerPage', message: `itemsPerPage must be a whole number from 1 to ${max}` });
  }
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return { page, itemsPerPage };
}
