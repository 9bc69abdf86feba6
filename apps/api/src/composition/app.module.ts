import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DeliverWebhooks, JobWorker, PurgeExpiredRecords, ScheduleRefreshes } from '@gig/domain';
import { LoggerModule } from 'nestjs-pino';
import { BACKGROUND_HOOKS, CLOCK, FAILED_AUTH_LIMIT, IDEMPOTENCY_STORE, JOB_OPTIONS, RATE_LIMITER, RATE_LIMITS, REFRESH_OPTIONS, REFRESH_ROOM, RETENTION_OPTIONS, WEBHOOK_EVENTS, WEBHOOK_OPTIONS } from './app.tokens';
import { ApiKeyGuard } from '../platform/auth/api-key.guard';
import type { Composition } from './compose';
import { APP_AREAS } from './app.areas';
import type { Area } from './area';
import { loggerOptions } from '../platform/http/logger.options';
import { IdempotencyInterceptor } from '../platform/http/idempotency/idempotency.interceptor';
import { FailedAuthLimit } from '../platform/http/rate-limits/failed-auth.limit';
import { RateLimitInterceptor } from '../platform/http/rate-limits/rate-limit.interceptor';
import { JobSignal } from '../background/job-signal';
import { JobWorkerService } from '../background/job-worker.service';
import { RefreshSchedulerService } from '../background/refresh-scheduler.service';
import { RetentionService } from '../background/retention.service';
import { WebhookDispatcherService } from '../background/webhook-dispatcher.service';
import { ConsoleApiModule } from '../console-api/console-api.module';
import { VerificationLimitGuard } from '../pages/verify/verification-limit.guard';

/** The HTTP face of a composed service: each use case is injected by its class. */
@Module({})
export class AppModule {
  static register(composition: Composition): DynamicModule {
    const useCases: Provider[] = Object.values(composition.useCases).map((useCase) => ({ provide: useCase.constructor, useValue: useCase }));
    const clock: Provider = { provide: CLOCK, useValue: composition.clock };
    const failedAuth: Provider = { provide: FAILED_AUTH_LIMIT, useValue: failedAuthLimitOf(composition) };
    return {
      module: AppModule,
      imports: [LoggerModule.forRoot(loggerOptions(composition.config.logLevel)), ConsoleApiModule.register([...useCases, clock, failedAuth])],
      controllers: APP_AREAS.flatMap((area: Area) => area.controllers),
      providers: [
        ...useCases,
        { provide: JobWorker, useValue: composition.jobs.worker },
        { provide: JobSignal, useValue: composition.jobs.signal },
        { provide: JOB_OPTIONS, useValue: composition.config.jobs },
        { provide: RATE_LIMITER, useValue: composition.rateLimiter },
        { provide: RATE_LIMITS, useValue: composition.config.rateLimits },
        failedAuth,
        { provide: IDEMPOTENCY_STORE, useValue: composition.idempotency },
        clock,
        { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: DeliverWebhooks, useValue: composition.webhooks.dispatcher },
        { provide: WEBHOOK_EVENTS, useValue: composition.webhooks.listen },
        { provide: WEBHOOK_OPTIONS, useValue: composition.config.webhooks },
        { provide: ScheduleRefreshes, useValue: composition.jobs.scheduler },
        { provide: REFRESH_OPTIONS, useValue: composition.config.refresh },
        { provide: REFRESH_ROOM, useValue: composition.jobs.refreshRoom },
        { provide: PurgeExpiredRecords, useValue: composition.retention },
        { provide: RETENTION_OPTIONS, useValue: composition.config.retention },
        { provide: BACKGROUND_HOOKS, useValue: composition.metrics.backgroundHooks },
        JobWorkerService,
        RefreshSchedulerService,
        WebhookDispatcherService,
        RetentionService,
        ApiKeyGuard,
        VerificationLimitGuard,
      ],
    };
  }
}

/** One per composition: the API and the connect page count failed authentications in the same limiter. */
export function failedAuthLimitOf(composition: Composition): FailedAuthLimit {
  return new FailedAuthLimit(composition.rateLimiter, composition.config.rateLimits.failedAuthPerAddress);
}
