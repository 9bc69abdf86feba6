import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response, Router } from 'express';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface DocsSiteDeps {
  /** `dist/docs`: the documentation site's build (VitePress: *.html, assets/). */
  readonly dir: string;
}

/** The site's build sits two levels above the widget's: `dist/apps/connect` → `dist/docs`. */
export const docsSiteDirBeside = (connectDir: string): string => resolve(connectDir, '..', '..', 'docs');

/** Served under /docs by Swagger UI (platform/docs/openapi.ts), not by the site. */
const API_REFERENCE = ['/docs/api', '/docs/openapi.json', '/docs/openapi.yaml'];

const NOT_BUILT = 'The documentation site is not built: run `npx nx run docs:build` (npm start does). The API reference is at /docs/api.';

/** The site's policy: its own scripts (and its inline ones, by hash), styles and search index; never framed. */
export function docsSiteCsp(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(inline)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The built page a clean URL names: `/docs/` → index.html, `/docs/guide/webhooks` → guide/webhooks.html. */
const pageOf = (dir: string, path: string): string | null => {
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice('/docs'.length)).replace(/^\/+/, '');
  } catch {
    return null;
  }
  const file = resolve(dir, rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest.endsWith('.html') ? rest : `${rest}.html`);
  return file.startsWith(dir + sep) ? file : null;
};

/**
 * `/docs/assets/…` (hashed, immutable) and the site's other files, and every page with a policy that lets its inline
 * scripts run by hash; `/docs/api` and `/docs/openapi.json` are left to Swagger UI.
 */
export function docsSiteRouter(deps: DocsSiteDeps): Router {
  const dir = resolve(deps.dir);
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get('/docs', (_req: Request, res: Response) => res.redirect(301, '/docs/'));
  router.use('/docs/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.get('/docs/{*rest}', async (req: Request, res: Response, next: NextFunction) => {
    if (API_REFERENCE.some((path) => req.path === path || req.path.startsWith(`${path}/`))) return next();
    if (/\.(?!html$)[a-z0-9]+$/i.test(req.path)) return next();
    const page = pageOf(dir, req.path);
    const html = page ? await readFile(page, 'utf8').catch(() => null) : null;
    const notFound = html === null ? await readFile(join(dir, '404.html'), 'utf8').catch(() => null) : null;
    res.setHeader('Cache-Control', 'no-cache');
    if (html === null && notFound === null) return void res.status(503).type('text/plain').send(NOT_BUILT);
    const body = html ?? (notFound as string);
    res.setHeader('Content-Security-Policy', docsSiteCsp(body));
    res.status(html === null ? 404 : 200).type('html').send(body);
  });
  router.use('/docs', express.static(dir, { index: false, fallthrough: true, maxAge: '1h' }));
  return router;
}

/** Registered before Nest's routes and Swagger UI, like the console. */
export function serveDocsSite(app: INestApplication, deps: DocsSiteDeps): void {
  (app.getHttpAdapter().getInstance() as express.Express).use(docsSiteRouter(deps));
}
