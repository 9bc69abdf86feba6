import { GetConnectionStatus } from '@gig/domain';
import type { Area } from '../../composition/area';
import type { Ports } from '../../composition/ports';
import { ConnectApiController } from './connect-api.controller';

export const connectArea = {
  controllers: [ConnectApiController],
  useCases: ({ repositories: { accounts } }: Ports) => ({
    getConnectionStatus: new GetConnectionStatus(accounts),
  }),
} satisfies Area;
