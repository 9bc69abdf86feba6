import type { UsdRateEvidence, UsdRateRequest } from '@gig/domain';
import { isUpstreamError } from '../http/upstream.error';
import { RateEvidence } from './rate-evidence';
import type { RateProvider } from './rate-provider';

export interface SourceAnswer {
  /** Rates of the requested (currency, day) pairs this source could settle. */
  readonly rates: readonly UsdRateEvidence[];
  /** Why the rest could not be asked, when the upstream failed. */
  readonly failure?: string;
}

/** One provider as seen by the fallback chain. */
export interface RateSource {
  readonly name: string;
  rates(request: UsdRateRequest): Promise<SourceAnswer>;
}

export function settledRates(evidence: RateEvidence, request: UsdRateRequest): UsdRateEvidence[] {
  const rates: UsdRateEvidence[] = [];
  for (const currency of request.currencies) {
    for (const date of request.dates) {
      const outcome = evidence.resolve(currency, date);
      if (outcome.kind === 'hit') rates.push(outcome.rate);
    }
  }
  return rates;
}

export function failureOf(name: string, error: unknown): string {
  if (!isUpstreamError(error)) throw error;
  return `${name}: ${error.message}`;
}

/** Asks the provider every time. */
export class UncachedRateSource implements RateSource {
  readonly name: string;

  constructor(private readonly provider: RateProvider) {
    this.name = provider.name;
  }

  async rates(request: UsdRateRequest): Promise<SourceAnswer> {
    try {
      const answer = await this.provider.observe(request.currencies, request.dates);
      return { rates: settledRates(new RateEvidence(answer.observations, answer.coverage), request) };
    } catch (error) {
      return { rates: [], failure: failureOf(this.name, error) };
    }
  }
}
