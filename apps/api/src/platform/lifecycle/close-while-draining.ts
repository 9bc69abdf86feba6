import type { NextFunction, Request, Response } from 'express';
import type { DrainSignal } from './drain-signal';

/**
 * Once shutting down, each answer closes its connection: a keep-alive client's next request opens one to another
 * process. Decided when the headers are written, not when the request arrived: a request in flight at SIGTERM
 * (its body still coming) is answered on a connection that closes after it.
 */
export function closeWhileDraining(drain: DrainSignal) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (drain.draining && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
