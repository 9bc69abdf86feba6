import { DynamicModule, Module, Provider } from '@nestjs/common';
import {
  AggregateEarnings,
  AuthenticateApiKey,
  Clock,
  ConnectionDeps,
  CreateAccount,
  CreateUser,
  DeleteAccount,
  DeleteUser,
  ExchangeRates,
  FindUserByExternalId,
  GetAccount,
  GetAccountEmployment,
  GetAccountProfile,
  GetUser,
  JobWorker,
  ListPlatforms,
  ListSandboxScenarios,
  ListUserAccounts,
  PlatformConnectors,
  PlatformRegistry,
  Repositories,
  RetrieveAccountData,
  SearchAccountEarnings,
  SecretBox,
  ValidateAccount,
} from '@gig/domain';
import type { Database } from '@gig/persistence';
import { sandboxScenarioCatalogue } from '@gig/sandbox';
import { LoggerModule } from 'nestjs-pino';
import { AccountDataController } from './accounts/account-data.controller';
import { AccountsController } from './accounts/accounts.controller';
import { CLOCK, CONNECTION_DEPS, DATABASE, EXCHANGE_RATES, JOB_OPTIONS, REPOSITORIES } from './app.tokens';
import { ApiKeyGuard } from './auth/api-key.guard';
import { CachedApiKeyRepository } from './auth/cached-api-key.repository';
import type { LogLevel } from './config/app-config';
import { AggregatedEarningsController } from './earnings/aggregated-earnings.controller';
import { HealthController } from './health/health.controller';
import { loggerOptions } from './http/logger.options';
import { JobSignal } from './jobs/job-signal';
import { JobOptions, JobWorkerService } from './jobs/job-worker.service';
import { PlatformsController } from './platforms/platforms.controller';
import { SandboxController } from './sandbox/sandbox.controller';
import { UsersController } from './users/users.controller';

/** What the API runs on: the adapters behind the domain's ports. */
export interface AppDependencies {
  readonly database: Database;
  readonly exchangeRates: ExchangeRates;
  /** Every platform of the loaded families (see connectors/platform-families.ts). */
  readonly platforms: PlatformRegistry;
  readonly connectors: PlatformConnectors;
  readonly secrets: SecretBox;
  readonly clock: Clock;
  readonly logLevel: LogLevel;
  /** How long a valid API key is remembered (0: never). */
  readonly apiKeyCacheMs: number;
  readonly jobs: JobOptions & { readonly workerId: string; readonly leaseMs: number };
}

const useCase = <T>(type: new (deps: ConnectionDeps) => T): Provider => ({
  provide: type,
  useFactory: (deps: ConnectionDeps) => new type(deps),
  inject: [CONNECTION_DEPS],
});

@Module({})
export class AppModule {
  static register(deps: AppDependencies): DynamicModule {
    const signal = new JobSignal();
    const connection: ConnectionDeps = {
      repositories: deps.database.repositories,
      unitOfWork: deps.database.unitOfWork,
      platforms: deps.platforms,
      connectors: deps.connectors,
      secrets: deps.secrets,
      clock: deps.clock,
      jobQueued: signal.notify,
    };
    return {
      module: AppModule,
      imports: [LoggerModule.forRoot(loggerOptions(deps.logLevel))],
      controllers: [
        AggregatedEarningsController,
        UsersController,
        AccountsController,
        AccountDataController,
        PlatformsController,
        SandboxController,
        HealthController,
      ],
      providers: [
        { provide: DATABASE, useValue: deps.database },
        { provide: REPOSITORIES, useValue: deps.database.repositories },
        { provide: EXCHANGE_RATES, useValue: deps.exchangeRates },
        { provide: CLOCK, useValue: deps.clock },
        { provide: CONNECTION_DEPS, useValue: connection },
        { provide: PlatformRegistry, useValue: deps.platforms },
        { provide: JOB_OPTIONS, useValue: deps.jobs },
        { provide: JobSignal, useValue: signal },
        {
          provide: AuthenticateApiKey,
          useFactory: (repos: Repositories, clock: Clock) =>
            new AuthenticateApiKey(new CachedApiKeyRepository(repos.apiKeys, clock, deps.apiKeyCacheMs)),
          inject: [REPOSITORIES, CLOCK],
        },
        {
          provide: AggregateEarnings,
          useFactory: (repos: Repositories, exchangeRates: ExchangeRates) => new AggregateEarnings({ earnings: repos.earnings, exchangeRates }),
          inject: [REPOSITORIES, EXCHANGE_RATES],
        },
        { provide: CreateUser, useFactory: (repos: Repositories, clock: Clock) => new CreateUser(repos.users, clock), inject: [REPOSITORIES, CLOCK] },
        useCase(CreateAccount),
        useCase(ValidateAccount),
        useCase(RetrieveAccountData),
        {
          provide: JobWorker,
          useFactory: (retrieve: RetrieveAccountData) =>
            new JobWorker(deps.database.repositories.jobs, retrieve, deps.clock, { workerId: deps.jobs.workerId, leaseMs: deps.jobs.leaseMs }),
          inject: [RetrieveAccountData],
        },
        { provide: ListSandboxScenarios, useValue: new ListSandboxScenarios(sandboxScenarioCatalogue(deps.platforms)) },
        ...userAndAccountUseCases(deps.database.repositories, deps.platforms),
        JobWorkerService,
        ApiKeyGuard,
      ],
    };
  }
}

// ── users, accounts and platforms: reads and deletions ──
function userAndAccountUseCases(repositories: Repositories, platforms: PlatformRegistry): Provider[] {
  const { users, accounts, earnings, accountData } = repositories;
  return [
    { provide: GetUser, useValue: new GetUser(users) },
    { provide: FindUserByExternalId, useValue: new FindUserByExternalId(users) },
    { provide: ListUserAccounts, useValue: new ListUserAccounts({ users, accounts }) },
    { provide: DeleteUser, useValue: new DeleteUser(users) },
    { provide: GetAccount, useValue: new GetAccount(accounts) },
    { provide: DeleteAccount, useValue: new DeleteAccount(accounts) },
    { provide: SearchAccountEarnings, useValue: new SearchAccountEarnings({ accounts, earnings }) },
    { provide: GetAccountProfile, useValue: new GetAccountProfile({ accounts, accountData }) },
    { provide: GetAccountEmployment, useValue: new GetAccountEmployment({ accounts, accountData, platforms }) },
    { provide: ListPlatforms, useValue: new ListPlatforms(platforms) },
  ];
}
// ── end of users, accounts and platforms ──
