import { SearchUsers } from '@gig/domain';
import type { Area } from '../../composition/area';
import type { Ports } from '../../composition/ports';
import { ConsoleUsersController } from './console-users.controller';

export const consoleUsersArea = {
  controllers: [ConsoleUsersController],
  useCases: ({ readRepositories: read }: Ports) => ({ searchUsers: new SearchUsers(read.userDirectory) }),
} satisfies Area;
