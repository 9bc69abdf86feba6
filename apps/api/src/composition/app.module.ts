import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { CLOCK, FAILED_AUTH_LIMIT, IDEMPOTENCY_STORE, LIMIT_COUNTER, RATE_LIMITS } from '../platform/wiring/app.tokens';
import { PrincipalGuard } from '../platform/auth/principal.guard';
import type { Composition } from './compose';
import { APP_AREAS } from './app.areas';
import type { Area } from '../platform/wiring/area';
import { loggerOptions } from '../platform/http/logger.options';
import { FileUploadInterceptor } from '../platform/http/file-upload.interceptor';
import { UPLOAD_SLOTS, UploadSlots } from '../platform/http/upload-slots';
import { IdempotencyInterceptor } from '../platform/http/idempotency/idempotency.interceptor';
import { FailedAuthLimit } from '../platform/http/rate-limits/failed-auth.limit';
import { LimitCounter } from '../platform/http/rate-limits/limit-counter';
import { RateLimitInterceptor } from '../platform/http/rate-limits/rate-limit.interceptor';
import { BackgroundLoops } from '../background/background-loops';
import { jobWorkerLoop } from '../background/job-worker.loop';
import { refreshSchedulerLoop } from '../background/refresh-scheduler.loop';
import { retentionLoop } from '../background/retention.loop';
import { backupScheduleLoop } from '../background/backup-schedule.loop';
import { webhookDispatcherLoop } from '../background/webhook-dispatcher.loop';
import { ConsoleApiModule } from '../console-api/console-api.module';
import { VerificationLimitGuard } from '../pages/verify/verification-limit.guard';
import { VerificationLimit } from '../platform/http/rate-limits/verification-limit';

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
        { provide: LIMIT_COUNTER, useValue: limitCounter(composition) },
        { provide: RATE_LIMITS, useValue: composition.config.rateLimits },
        failedAuth,
        { provide: IDEMPOTENCY_STORE, useValue: composition.idempotency },
        { provide: UPLOAD_SLOTS, useValue: new UploadSlots(composition.config.documentUploads) },
        clock,
        { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
        { provide: APP_INTERCEPTOR, useClass: FileUploadInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: BackgroundLoops, useFactory: (pino: PinoLogger) => backgroundLoopsOf(composition, pino), inject: [PinoLogger] },
        PrincipalGuard,
        VerificationLimit,
        VerificationLimitGuard,
      ],
    };
  }
}

const limitCounter = ({ rateLimiter, strictRateLimiter }: Composition) => new LimitCounter(rateLimiter, strictRateLimiter);

/** One per composition: the API and the connect page count failed authentications in the same limiter. */
export function failedAuthLimitOf(composition: Composition): FailedAuthLimit {
  return new FailedAuthLimit(limitCounter(composition), composition.config.rateLimits.failedAuthPerAddress);
}

/** The loops this process runs, in the order they start: jobs, refresh, webhooks, retention, backups. */
function backgroundLoopsOf({ config, jobs, webhooks, retention, metrics, backups, clock }: Composition, pino: PinoLogger): BackgroundLoops {
  return new BackgroundLoops(
    [
      jobWorkerLoop({ worker: jobs.worker, signal: jobs.signal, options: config.jobs, pino, refreshRoom: jobs.refreshRoom }),
      refreshSchedulerLoop(jobs.scheduler, config.refresh, jobs.refreshRoom),
      webhookDispatcherLoop(webhooks.dispatcher, webhooks.listen, config.webhooks),
      retentionLoop(retention, config.retention),
      backupScheduleLoop(backups.take, backups.folder, config.backups, clock),
    ],
    metrics.backgroundHooks,
  );
}
