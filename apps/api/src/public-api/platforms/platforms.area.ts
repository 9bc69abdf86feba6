import { ListPlatforms } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { PlatformsController } from './platforms.controller';

export const platformsArea = {
  controllers: [PlatformsController],
  useCases: ({ platforms }: Ports) => ({ listPlatforms: new ListPlatforms(platforms) }),
} satisfies Area;
