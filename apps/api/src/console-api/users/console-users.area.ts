import { SearchUsers } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleUsersController } from './console-users.controller';

export const consoleUsersArea = {
  controllers: [ConsoleUsersController],
  useCases: ({ readRepositories: read }: Ports) => ({ searchUsers: new SearchUsers(read.userDirectory) }),
} satisfies Area;
