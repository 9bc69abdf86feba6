import { GetConnectionStatus } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConnectApiController } from './connect-api.controller';

export const connectArea = {
  controllers: [ConnectApiController],
  useCases: ({ repositories: { accounts } }: Ports) => ({
    getConnectionStatus: new GetConnectionStatus(accounts),
  }),
} satisfies Area;
