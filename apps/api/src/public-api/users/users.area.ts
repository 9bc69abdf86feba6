import { CreateUser, DeleteUser, FindUserByExternalId, GetUser, ListUserAccounts } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { UsersController } from './users.controller';

export const usersArea = {
  controllers: [UsersController],
  useCases: ({ repositories: { users, widgets }, readRepositories: read, unitOfWork, clock }: Ports) => ({
    createUser: new CreateUser(users, unitOfWork, clock, widgets),
    getUser: new GetUser(users),
    findUserByExternalId: new FindUserByExternalId(users),
    listUserAccounts: new ListUserAccounts({ users: read.users, accounts: read.accounts }),
    deleteUser: new DeleteUser({ users, unitOfWork, clock }),
  }),
} satisfies Area;
