import { addDays, CalendarDate, toEpochDay } from '@gig/domain';
import { fetchJson, HttpOptions } from '../http/fetch-json';
import { UpstreamError } from '../http/upstream.error';
import { LOOKBACK_DAYS, ProviderAnswer, RateCoverage, RateObservation, RateProvider } from '../rates/rate-provider';
import { FRANKFURTER, parseFrankfurterRows } from './frankfurter.body';

/** Longest range of one request: a leap year of requested days plus the lookback before the first. */
export const FRANKFURTER_MAX_SPAN_DAYS = 366 + LOOKBACK_DAYS;

export interface FrankfurterOptions {
  /** e.g. `https://api.frankfurter.dev` */
  readonly baseUrl: string;
  readonly http: HttpOptions;
}

interface Chunk {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** Frankfurter v2: one range request per chunk of at most FRANKFURTER_MAX_SPAN_DAYS, all currencies at once. */
export class FrankfurterRateProvider implements RateProvider {
  readonly name = FRANKFURTER;

  constructor(private readonly options: FrankfurterOptions) {}

  async observe(currencies: readonly string[], dates: readonly CalendarDate[]): Promise<ProviderAnswer> {
    if (currencies.length === 0 || dates.length === 0) return { observations: [], coverage: [] };
    const answers = await Promise.all(chunksOf(dates).map((chunk) => this.fetchChunk(currencies, chunk)));
    return {
      observations: answers.flatMap((answer) => answer.observations),
      coverage: answers.flatMap((answer) => answer.coverage),
    };
  }

  private async fetchChunk(currencies: readonly string[], chunk: Chunk): Promise<ProviderAnswer> {
    const quotes = currencies.map((currency) => currency.toUpperCase()).join(',');
    const url = `${this.options.baseUrl}/v2/rates?from=${chunk.from}&to=${chunk.to}&base=USD&quotes=${quotes}`;
    let observations: RateObservation[];
    try {
      observations = parseFrankfurterRows(await fetchJson(url, this.options.http), chunk, currencies);
    } catch (error) {
      if (error instanceof UpstreamError) throw new UpstreamError(`${chunk.from}..${chunk.to}: ${error.message}`);
      throw error;
    }
    const coverage: RateCoverage[] = currencies.map((currency) => ({ currency, from: chunk.from, to: chunk.to }));
    return { observations, coverage };
  }
}

export function chunksOf(dates: readonly CalendarDate[]): Chunk[] {
  const sorted = [...new Set(dates)].sort();
  const chunks: Chunk[] = [];
  let first = sorted[0];
  let last = sorted[0];
  for (const date of sorted.slice(1)) {
    if (toEpochDay(date) - toEpochDay(first) + 1 + LOOKBACK_DAYS > FRANKFURTER_MAX_SPAN_DAYS) {
      chunks.push({ from: addDays(first, -LOOKBACK_DAYS), to: last });
      first = date;
    }
    last = date;
  }
  chunks.push({ from: addDays(first, -LOOKBACK_DAYS), to: last });
  return chunks;
}
