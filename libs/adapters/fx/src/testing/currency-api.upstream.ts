import nock from 'nock';
import type { PublishedUsdRate } from '@gig/testing';
import { FX_DEFAULTS } from '../config/fx-config';
import { ScriptState, scriptedHarness, UpstreamHarness } from './upstream.harness';

export const CURRENCY_API_URL = FX_DEFAULTS.currencyApiUrl;
export const CURRENCY_API_MIRROR_URL = FX_DEFAULTS.currencyApiMirrorUrl;

const PRIMARY = new URL(CURRENCY_API_URL);
const PRIMARY_PATH = new RegExp(`^${PRIMARY.pathname}@(\\d{4}-\\d{2}-\\d{2})/v1/currencies/usd\\.json$`);
const MIRROR_HOST = /^https:\/\/(\d{4}-\d{2}-\d{2})\.currency-api\.pages\.dev/;

export interface CurrencyApiHarness extends UpstreamHarness {
  /** Only the jsDelivr host fails; the mirror keeps answering. */
  failPrimaryHost(): void;
}

/** Fakes the daily `usd.json` snapshots on both hosts: a day without published rates is a 404. */
export function fakeCurrencyApi(): CurrencyApiHarness {
  const state: ScriptState = { published: [], down: false };
  let primaryDown = false;
  const requests: string[] = [];
  nock(PRIMARY.origin)
    .persist()
    .get(PRIMARY_PATH)
    .reply((uri) => {
      requests.push(uri);
      if (state.down || primaryDown) return [500, 'Internal Server Error'];
      return snapshotReply(state.published, PRIMARY_PATH.exec(uri)?.[1] ?? '');
    });
  nock(MIRROR_HOST)
    .persist()
    .get('/v1/currencies/usd.json')
    .reply(function (uri) {
      const host = String(this.req.headers['host'] ?? '');
      requests.push(`${host}${uri}`);
      if (state.down) return [502, 'Bad Gateway'];
      return snapshotReply(state.published, host.slice(0, 10));
    });
  return {
    ...scriptedHarness(state, requests),
    failPrimaryHost: () => {
      primaryDown = true;
    },
  };
}

function snapshotReply(published: readonly PublishedUsdRate[], date: string): [number, unknown] {
  const rates = published.filter((rate) => rate.date === date);
  if (rates.length === 0) return [404, 'Not Found'];
  return [200, currencyApiSnapshot(date, rates)];
}

export function currencyApiSnapshot(date: string, rates: readonly PublishedUsdRate[]) {
  const usd: Record<string, number> = { eur: 0.9712, gbp: 0.8043, usd: 1 };
  for (const rate of rates) usd[rate.currency] = Number(rate.unitsPerUsd);
  return { date, usd };
}
