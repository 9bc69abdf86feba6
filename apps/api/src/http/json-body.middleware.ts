import { DomainError } from '@gig/domain';
import type { NextFunction, Request, Response } from 'express';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** Requests that carry a body must say it is JSON; anything else is a 422, not a silent empty body. */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (['POST', 'PUT', 'PATCH'].includes(req.method) && hasBody && !JSON_TYPE.test(req.headers['content-type'] ?? '')) {
    const message = 'The request body must be JSON sent with Content-Type: application/json.';
    next(DomainError.badRequest(message, [{ field: 'content-type', message }]));
    return;
  }
  next();
}
