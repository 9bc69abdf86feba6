import { DomainError, ExchangeRates } from '@gig/domain';
import type { Clock } from '@gig/domain';
import type { Database } from '@gig/persistence';

/** The exchange-rate adapter the service runs with. */
export function createExchangeRatesFor(_env: Record<string, string | undefined>, _database: Database, _clock: Clock): ExchangeRates {
  return {
    usdRates: async () => {
      throw new DomainError('service_unavailable', 'No exchange-rate provider is configured.');
    },
  };
}
