/** A page of a console listing as the use cases return it. */
export interface ResultPage<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly itemsPerPage: number;
}

export interface ConsolePageJson<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly items_per_page: number;
}

export function presentConsolePage<S, T>(result: ResultPage<S>, present: (item: S) => T): ConsolePageJson<T> {
  return { items: result.items.map(present), total: result.total, page: result.page, items_per_page: result.itemsPerPage };
}
