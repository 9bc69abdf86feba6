import type { NextFunction, Request, Response } from 'express';
import type { DrainSignal } from './drain-signal';

/** Once shutting down, each answer closes its connection: a keep-alive client's next request opens one to another process. */
export function closeWhileDraining(drain: DrainSignal) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (drain.draining) res.setHeader('Connection', 'close');
    next();
  };
}
