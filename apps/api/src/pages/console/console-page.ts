import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response, Router } from 'express';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CONSOLE_PAGE_CSP } from './console-page.csp';

export interface ConsolePageDeps {
  /** `dist/apps/console`: the console's build (index.html, assets/). */
  readonly dir: string;
}

/** The console's build sits beside the widget's: `dist/apps/connect` → `dist/apps/console`. */
export const consoleDirBeside = (connectDir: string): string => resolve(connectDir, '..', 'console');

const NOT_BUILT = 'The console is not built: run `npx nx run console:build`.';

/**
 * `/console/assets/…`, the hashed files (immutable), and every other `GET /console…` page answered with
 * index.html (the app routes on the client), read per request so a rebuild shows at once; `/console/api/…`
 * is left to Nest's controllers.
 */
export function consolePageRouter(deps: ConsolePageDeps): Router {
  const dir = resolve(deps.dir);
  const router = express.Router({ caseSensitive: true });
  router.use('/console/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  router.get(['/console', '/console/{*rest}'], async (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/console/api' || req.path.startsWith('/console/api/')) return next();
    res.setHeader('Cache-Control', 'no-store');
    const html = await readFile(join(dir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return void res.status(503).type('text/plain').send(NOT_BUILT);
    res.setHeader('Content-Security-Policy', CONSOLE_PAGE_CSP);
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.type('html').send(html);
  });
  return router;
}

/** Registered before Nest's routes, like the widget page. */
export function serveConsolePage(app: INestApplication, deps: ConsolePageDeps): void {
  (app.getHttpAdapter().getInstance() as express.Express).use(consolePageRouter(deps));
}
