import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const CLIENT_ID = /^[\w.:@-]{1,128}$/;

/** Every answer carries `x-request-id`: the client's own when it sent a sane one, else a new UUID. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && CLIENT_ID.test(given) ? given : randomUUID();
  (req as Request & { id: string }).id = id;
  res.setHeader('x-request-id', id);
  next();
}
