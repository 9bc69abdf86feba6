import { DynamicModule, Module } from '@nestjs/common';
import { AggregateEarnings, AuthenticateApiKey, Clock, ExchangeRates, Repositories } from '@gig/domain';
import type { Database } from '@gig/persistence';
import { LoggerModule } from 'nestjs-pino';
import { CLOCK, DATABASE, EXCHANGE_RATES, REPOSITORIES } from './app.tokens';
import { ApiKeyGuard } from './auth/api-key.guard';
import { CachedApiKeyRepository } from './auth/cached-api-key.repository';
import type { LogLevel } from './config/app-config';
import { AggregatedEarningsController } from './earnings/aggregated-earnings.controller';
import { HealthController } from './health/health.controller';
import { loggerOptions } from './http/logger.options';

/** What the API runs on: the adapters behind the domain's ports. */
export interface AppDependencies {
  readonly database: Database;
  readonly exchangeRates: ExchangeRates;
  readonly clock: Clock;
  readonly logLevel: LogLevel;
  /** How long a valid API key is remembered (0: never). */
  readonly apiKeyCacheMs: number;
}

@Module({})
export class AppModule {
  static register(deps: AppDependencies): DynamicModule {
    return {
      module: AppModule,
      imports: [LoggerModule.forRoot(loggerOptions(deps.logLevel))],
      controllers: [AggregatedEarningsController, HealthController],
      providers: [
        { provide: DATABASE, useValue: deps.database },
        { provide: REPOSITORIES, useValue: deps.database.repositories },
        { provide: EXCHANGE_RATES, useValue: deps.exchangeRates },
        { provide: CLOCK, useValue: deps.clock },
        {
          provide: AuthenticateApiKey,
          useFactory: (repos: Repositories, clock: Clock) =>
            new AuthenticateApiKey(new CachedApiKeyRepository(repos.apiKeys, clock, deps.apiKeyCacheMs)),
          inject: [REPOSITORIES, CLOCK],
        },
        {
          provide: AggregateEarnings,
          useFactory: (repos: Repositories, exchangeRates: ExchangeRates) =>
            new AggregateEarnings({ earnings: repos.earnings, exchangeRates }),
          inject: [REPOSITORIES, EXCHANGE_RATES],
        },
        ApiKeyGuard,
      ],
    };
  }
}
