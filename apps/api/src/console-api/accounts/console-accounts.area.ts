import { GetAccountTimeline, ListCompanyAccounts } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleAccountsController } from './console-accounts.controller';

export const consoleAccountsArea = {
  controllers: [ConsoleAccountsController],
  useCases: ({ readRepositories: read, platforms }: Ports) => ({
    listCompanyAccounts: new ListCompanyAccounts({ directory: read.accountDirectory, platforms }),
    getAccountTimeline: new GetAccountTimeline({ accounts: read.accounts, timeline: read.accountTimeline }),
  }),
} satisfies Area;
