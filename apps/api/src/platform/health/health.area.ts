import { CheckHealth, CheckReadiness } from '@gig/domain';
import type { Area } from '../wiring/area';
import type { Ports } from '../wiring/ports';
import { HealthController } from './health.controller';

export const healthArea = {
  controllers: [HealthController],
  useCases: ({ health, schema, draining }: Ports) => ({
    checkHealth: new CheckHealth(health),
    checkReadiness: new CheckReadiness({ probe: health, schema, draining }),
  }),
} satisfies Area;
