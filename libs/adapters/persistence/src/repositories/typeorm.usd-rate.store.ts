import type { CalendarDate } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { date, instant, rowDecoder, storedAs, text } from '../schema/row-decoder';
import { queryRows } from './sql-rows';

/** One USD rate exactly as its provider published it, and when it was fetched. */
export interface StoredUsdRate {
  readonly provider: string;
  readonly currency: string;
  readonly observedOn: CalendarDate;
  readonly unitsPerUsd: string;
  readonly fetchedAt: Date;
}

/** At `fetchedAt` the provider was asked about `currency` over [from, to], inclusive. */
export interface StoredUsdRateFetch {
  readonly provider: string;
  readonly currency: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly fetchedAt: Date;
}

export interface StoredUsdRateQuery {
  readonly provider: string;
  readonly currencies: readonly string[];
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

const decodeObservation = rowDecoder<StoredUsdRate>('usd_rate_observation', {
  provider: text, currency: text, observedOn: date, unitsPerUsd: text, fetchedAt: instant,
});

const decodeFetch = rowDecoder<StoredUsdRateFetch>('usd_rate_fetch', {
  provider: text, currency: text, from: storedAs('from_date', date), to: storedAs('to_date', date), fetchedAt: instant,
});

/**
 * The exchange-rate cache: observations exactly as published (numeric, never rounded) and a fetch log.
 * It fits `@gig/fx`'s `UsdRateStore` port by shape, since adapters never import each other; the app
 * that pairs them type-checks the fit and runs the port's contract on it.
 */
export class TypeOrmUsdRateStore {
  constructor(private readonly manager: EntityManager) {}

  async findObservations(query: StoredUsdRateQuery): Promise<StoredUsdRate[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT provider, currency, observed_on::text AS observed_on, units_per_usd::text AS units_per_usd, fetched_at
         FROM usd_rate_observations
        WHERE provider = $1 AND currency = ANY($2::text[]) AND observed_on BETWEEN $3::date AND $4::date`,
      [query.provider, query.currencies, query.from, query.to],
    );
    return rows.map(decodeObservation);
  }

  async saveObservations(given: readonly StoredUsdRate[]): Promise<void> {
    if (given.length === 0) return;
    // One statement may not touch a row twice: of repeated (provider, currency, day) the last one wins.
    const rows = [...new Map(given.map((r) => [`${r.provider}|${r.currency}|${r.observedOn}`, r])).values()];
    await this.manager.query(
      `INSERT INTO usd_rate_observations (provider, currency, observed_on, units_per_usd, fetched_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::numeric[], $5::timestamptz[])
       ON CONFLICT (provider, currency, observed_on) DO UPDATE
         SET units_per_usd = EXCLUDED.units_per_usd, fetched_at = EXCLUDED.fetched_at`,
      [
        rows.map((r) => r.provider),
        rows.map((r) => r.currency),
        rows.map((r) => r.observedOn),
        rows.map((r) => r.unitsPerUsd),
        rows.map((r) => r.fetchedAt.toISOString()),
      ],
    );
  }

  async findFetches(query: StoredUsdRateQuery): Promise<StoredUsdRateFetch[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT provider, currency, from_date::text AS from_date, to_date::text AS to_date, fetched_at
         FROM usd_rate_fetches
        WHERE provider = $1 AND currency = ANY($2::text[]) AND from_date <= $4::date AND to_date >= $3::date
        ORDER BY id`,
      [query.provider, query.currencies, query.from, query.to],
    );
    return rows.map(decodeFetch);
  }

  async saveFetches(rows: readonly StoredUsdRateFetch[]): Promise<void> {
    if (rows.length === 0) return;
    await this.manager.query(
      `INSERT INTO usd_rate_fetches (provider, currency, from_date, to_date, fetched_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::date[], $5::timestamptz[])`,
      [rows.map((r) => r.provider), rows.map((r) => r.currency), rows.map((r) => r.from), rows.map((r) => r.to), rows.map((r) => r.fetchedAt.toISOString())],
    );
  }
}
