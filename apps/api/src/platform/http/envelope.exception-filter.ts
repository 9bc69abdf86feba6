import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { isDomainError } from '@gig/domain';
import { errorEnvelope } from './envelope';
import type { Response } from 'express';
import { mapError } from './http-error.mapper';
import { ReplayedAnswer } from './idempotency/replayed-answer';

/** Every failure leaves the API in the spec's envelope. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error instanceof ReplayedAnswer) return error.send(response);
    const mapped = mapError(error);
    if (mapped.unexpected) this.logger.error(error instanceof Error ? error.stack ?? error.message : String(error));
    if (response.headersSent) return;
    // A refusal that knows when it ends (a daily limit) says so; the rate limiter sets its own.
    if (isDomainError(error) && error.retryAfterSeconds !== null) response.setHeader('retry-after', String(error.retryAfterSeconds));
    response.status(mapped.status).json(errorEnvelope(mapped.body));
  }
}
