import { ListPlatforms } from '@gig/domain';
import type { Area } from '../../composition/area';
import type { Ports } from '../../composition/ports';
import { PlatformsController } from './platforms.controller';

export const platformsArea = {
  controllers: [PlatformsController],
  useCases: ({ platforms }: Ports) => ({ listPlatforms: new ListPlatforms(platforms) }),
} satisfies Area;
