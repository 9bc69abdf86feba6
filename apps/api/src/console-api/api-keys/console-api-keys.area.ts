import { ListApiKeys } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleApiKeysController } from './console-api-keys.controller';

/** Issuing and revoking keys (`manageApiKeys`) is the API-key area's, beside the cache a revocation must reach. */
export const consoleApiKeysArea = {
  controllers: [ConsoleApiKeysController],
  useCases: ({ readRepositories: read }: Ports) => ({ listApiKeys: new ListApiKeys(read.apiKeys) }),
} satisfies Area;
