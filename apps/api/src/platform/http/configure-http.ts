import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { answerUnparsableRequests } from './client-error.handler';
import { errorEnvelope } from './envelope';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { mapError } from './http-error.mapper';
import { jsonBodyParser, refuseControlCharactersInUrl, requireJsonBody } from './json-body.middleware';
import { requestIdMiddleware } from './request-id.middleware';
import { EnvelopeExceptionFilter } from './envelope.exception-filter';
import { createValidationPipe } from './validation.pipe';
import { isDomainError } from '@gig/domain';

/**
 * Middleware, validation and error handling every endpoint shares. Call before `init()`. `fileBodyReaders` take the
 * requests whose body is a file (`markFileBody`) before the JSON checks.
 */
export function configureHttp(app: INestApplication, fileBodyReaders: readonly RequestHandler[] = []): void {
  const express_ = app as NestExpressApplication;
  express_.disable('x-powered-by');
  express_.set('etag', false);
  app.use(requestIdMiddleware);
  app.use(refuseControlCharactersInUrl);
  for (const reader of fileBodyReaders) app.use(reader);
  app.use(requireJsonBody);
  app.use(jsonBodyParser());
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const mapped = mapError(error);
    if (isDomainError(error) && error.retryAfterSeconds !== null) res.setHeader('retry-after', String(error.retryAfterSeconds));
    res.status(mapped.status).json(errorEnvelope(mapped.body));
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  answerUnparsableRequests(app.getHttpServer());
}
