import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Where the console reaches the public API: `/console/v1/…` is `/v1/…`, under the session cookie's `Path=/console`. */
export const CONSOLE_V1_PREFIX = '/console/v1';

/**
 * The console calls `/v1` as `/console/v1`, so that its session cookie (`Path=/console`: never sent to `/v1`, `/connect`
 * or anything else the origin serves) reaches the same routes, guard and use cases as an API key: one API, not a copy.
 * Mounted after CORS, which `/console` never gets, and before the console's page server; the rest sees `/v1/…`.
 */
export function mountV1UnderConsole(app: INestApplication): void {
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.url.startsWith(`${CONSOLE_V1_PREFIX}/`) || req.url.startsWith(`${CONSOLE_V1_PREFIX}?`)) req.url = req.url.slice('/console'.length);
    next();
  });
}
