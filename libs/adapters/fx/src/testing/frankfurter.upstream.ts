import nock from 'nock';
import type { PublishedUsdRate } from '@gig/testing';
import { FX_DEFAULTS } from '../config/fx-config';
import { ScriptState, scriptedHarness, UpstreamHarness } from './upstream.harness';

export const FRANKFURTER_URL = FX_DEFAULTS.frankfurterUrl;

interface FrankfurterRow {
  date: string;
  base: string;
  quote: string;
  rate: number;
}

/** Fakes `GET /v2/rates?from&to&base=USD&quotes` from the published rates (identity rows included). */
export function fakeFrankfurter(): UpstreamHarness {
  const state: ScriptState = { published: [], down: false };
  const requests: string[] = [];
  nock(FRANKFURTER_URL)
    .persist()
    .get('/v2/rates')
    .query(true)
    .reply((uri) => {
      requests.push(uri);
      if (state.down) return [500, { message: 'Internal Server Error' }];
      const query = new URL(uri, FRANKFURTER_URL).searchParams;
      const quotes = (query.get('quotes') ?? '').split(',');
      return [200, frankfurterRows(state.published, query.get('from') ?? '', query.get('to') ?? '', quotes)];
    });
  return scriptedHarness(state, requests);
}

export function frankfurterRows(
  published: readonly PublishedUsdRate[],
  from: string,
  to: string,
  quotes: readonly string[],
): FrankfurterRow[] {
  const asked = published.filter(
    (rate) => rate.date >= from && rate.date <= to && quotes.includes(rate.currency.toUpperCase()),
  );
  const dates = [...new Set(asked.map((rate) => rate.date))].sort();
  return dates.flatMap((date) => [
    { date, base: 'USD', quote: 'USD', rate: 1 },
    ...asked
      .filter((rate) => rate.date === date)
      .map((rate) => ({ date, base: 'USD', quote: rate.currency.toUpperCase(), rate: Number(rate.unitsPerUsd) })),
  ]);
}
