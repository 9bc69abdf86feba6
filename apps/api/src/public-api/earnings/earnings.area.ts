import { AggregateEarnings } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { AggregatedEarningsController } from './aggregated-earnings.controller';

export const earningsArea = {
  controllers: [AggregatedEarningsController],
  useCases: ({ readRepositories: read, exchangeRates }: Ports) => ({
    aggregateEarnings: new AggregateEarnings({ earnings: read.earnings, exchangeRates }),
  }),
} satisfies Area;
