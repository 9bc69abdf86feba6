import type { UsdRateFetch, UsdRateObservation, UsdRateStore, UsdRateStoreQuery } from '../ports/usd-rate.store';

/** `UsdRateStore` kept in arrays; rows are copied in and out like a database would. */
export class InMemoryUsdRateStore implements UsdRateStore {
  private readonly observations = new Map<string, UsdRateObservation>();
  private readonly fetches: UsdRateFetch[] = [];

  async findObservations(query: UsdRateStoreQuery): Promise<UsdRateObservation[]> {
    return [...this.observations.values()]
      .filter(
        (row) =>
          row.provider === query.provider &&
          query.currencies.includes(row.currency) &&
          row.observedOn >= query.from &&
          row.observedOn <= query.to,
      )
      .map(copyObservation);
  }

  async saveObservations(rows: readonly UsdRateObservation[]): Promise<void> {
    for (const row of rows) {
      this.observations.set(`${row.provider}:${row.currency}:${row.observedOn}`, copyObservation(row));
    }
  }

  async findFetches(query: UsdRateStoreQuery): Promise<UsdRateFetch[]> {
    return this.fetches
      .filter(
        (row) =>
          row.provider === query.provider &&
          query.currencies.includes(row.currency) &&
          row.from <= query.to &&
          row.to >= query.from,
      )
      .map(copyFetch);
  }

  async saveFetches(rows: readonly UsdRateFetch[]): Promise<void> {
    this.fetches.push(...rows.map(copyFetch));
  }

  /** Every stored observation, for assertions. */
  allObservations(): UsdRateObservation[] {
    return [...this.observations.values()].map(copyObservation);
  }

  /** The whole fetch log, for assertions. */
  allFetches(): UsdRateFetch[] {
    return this.fetches.map(copyFetch);
  }
}

function copyObservation(row: UsdRateObservation): UsdRateObservation {
  return { ...row, fetchedAt: new Date(row.fetchedAt.getTime()) };
}

function copyFetch(row: UsdRateFetch): UsdRateFetch {
  return { ...row, fetchedAt: new Date(row.fetchedAt.getTime()) };
}
