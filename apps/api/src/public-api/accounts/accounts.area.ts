import {
  CreateAccount,
  DeleteAccount,
  DisconnectAccount,
  GetAccount,
  GetAccountEmployment,
  GetAccountProfile,
  LoginStepDeps,
  RefreshAccount,
  RefreshAccountData,
  RetrieveAccountData,
  SearchAccountEarnings,
  SetAccountRefresh,
  ValidateAccount,
} from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { AccountDataController } from './account-data.controller';
import { AccountRefreshController } from './account-refresh.controller';
import { AccountsController } from './accounts.controller';

export const accountsArea = {
  controllers: [AccountsController, AccountRefreshController, AccountDataController],
  useCases: (ports: Ports) => {
    const { users, accounts, companies, loginLimits } = ports.repositories;
    const { platforms, connectors, secrets, clock, unitOfWork, jobQueued, refresh } = ports;
    const loginStep: LoginStepDeps = { platforms, connectors, loginLimits, secrets, unitOfWork, clock, jobQueued };
    const read = ports.readRepositories;
    return {
      createAccount: new CreateAccount({ ...loginStep, users, accounts }),
      validateAccount: new ValidateAccount({ ...loginStep, accounts, users }),
      retrieveAccountData: new RetrieveAccountData({ accounts, users, companies, platforms, connectors, secrets, unitOfWork, clock, refresh }),
      refreshAccountData: new RefreshAccountData({ accounts, users, companies, platforms, connectors, secrets, unitOfWork, clock, refresh, loginLimits }),
      refreshAccount: new RefreshAccount({ accounts, loginLimits, unitOfWork, clock, jobQueued }),
      setAccountRefresh: new SetAccountRefresh({ accounts, platforms, clock, refresh }),
      getAccount: new GetAccount(accounts),
      deleteAccount: new DeleteAccount(accounts),
      disconnectAccount: new DisconnectAccount({ accounts, unitOfWork, clock }),
      searchAccountEarnings: new SearchAccountEarnings({ accounts: read.accounts, earnings: read.earnings }),
      getAccountProfile: new GetAccountProfile({ accounts: read.accounts, accountData: read.accountData }),
      getAccountEmployment: new GetAccountEmployment({ accounts: read.accounts, accountData: read.accountData, platforms }),
    };
  },
} satisfies Area;
