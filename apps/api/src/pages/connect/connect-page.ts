import type { INestApplication } from '@nestjs/common';
import { AuthenticateApiKey, AuthenticateConnectToken, isDomainError, Principal } from '@gig/domain';
import express, { Request, Response } from 'express';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { httpStatusOf } from '../../platform/http/error-statuses';
import type { FailedAuthLimit } from '../../platform/http/rate-limits/failed-auth.limit';
import { connectPageCsp } from './connect-page.csp';
import { notAvailablePage } from './not-available.page';

/** What the page route needs: the caller's public key resolved, and the widget's origins. */
export interface ConnectPageDeps {
  /** `dist/apps/connect`: the widget's build (index.html, assets/, sdk.js). */
  readonly dir: string;
  readonly authenticate: Pick<AuthenticateApiKey, 'execute'>;
  /** A returning worker's page: `connect_token` instead of `public_key` (its widget is the token's). */
  readonly authenticateToken: Pick<AuthenticateConnectToken, 'execute'>;
  /** Counts unknown keys against the client address (429 past the limit). */
  readonly failedAuth: FailedAuthLimit;
  readonly widgetOrigins: (principal: Principal, widgetId: string) => Promise<readonly string[]>;
  /** Where the server seeded the demo: a fresh connect token for the demo's worker (null when the demo is gone). */
  readonly demoConnectToken?: () => Promise<string | null>;
}

/**
 * `GET /connect`: the widget page, framed only by the widget's `allowed_origins` (its CSP
 * `frame-ancestors`); `/connect/sdk.js`, the loader host pages include; `/connect/assets/…`, the page's
 * hashed files. Registered before Nest's routes.
 */
export function serveConnectPage(app: INestApplication, deps: ConnectPageDeps): void {
  const server = app.getHttpAdapter().getInstance() as express.Express;
  const dir = resolve(deps.dir);
  server.use('/connect/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  server.get('/connect/sdk.js', (_req: Request, res: Response) => {
    res.sendFile(join(dir, 'sdk.js'), { maxAge: '5m', headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }, (error) => {
      if (error && !res.headersSent) res.status(404).type('text/plain').send('The widget loader is not built: run `npx nx run connect:build`.');
    });
  });
  if (deps.demoConnectToken) serveDemoLink(server, deps.demoConnectToken);
  let page: Promise<string> | null = null;
  server.get(['/connect', '/connect/'], async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const language = req.query.lang === 'en' ? 'en' : 'es';
    const origins = await allowedOrigins(deps, req, res);
    if (typeof origins === 'number') {
      res.setHeader('Content-Security-Policy', connectPageCsp([]));
      return void res.status(origins).type('html').send(notAvailablePage(language));
    }
    page ??= readFile(join(dir, 'index.html'), 'utf8');
    const html = await page.catch(() => ((page = null), null));
    if (html === null) return void res.status(503).type('text/plain').send('The widget page is not built: run `npx nx run connect:build`.');
    res.setHeader('Content-Security-Policy', connectPageCsp(origins));
    res.type('html').send(html);
  });
}

/**
 * The widget's origins when the public key and the widget are its company's (or the connect token is live: its
 * widget); otherwise the status of the not-available page, by the code → status table (an unknown key 401,
 * counted like any failed authentication; an expired token 401; an unknown widget or a private key 404; the database down 503).
 */
async function allowedOrigins(deps: ConnectPageDeps, req: Request, res: Response): Promise<readonly string[] | number> {
  const { public_key: publicKey, widget_id: widgetId, connect_token: token } = req.query;
  if (typeof token === 'string' && publicKey === undefined) return tokenWidgetOrigins(deps, req, res, token, widgetId);
  if (typeof publicKey !== 'string' || typeof widgetId !== 'string') return 404;
  try {
    const principal = await deps.failedAuth.check(req, res, () => deps.authenticate.execute(publicKey));
    return principal.keyKind === 'public' ? await deps.widgetOrigins(principal, widgetId) : 404;
  } catch (error) {
    if (isDomainError(error)) return httpStatusOf(error.code);
    throw error;
  }
}

async function tokenWidgetOrigins(deps: ConnectPageDeps, req: Request, res: Response, token: string, widgetId: unknown): Promise<readonly string[] | number> {
  try {
    const principal = await deps.failedAuth.check(req, res, () => deps.authenticateToken.execute(token));
    const tokenWidget = principal.connect?.widgetId;
    if (!tokenWidget || (widgetId !== undefined && widgetId !== tokenWidget)) return 404;
    return await deps.widgetOrigins(principal, tokenWidget);
  } catch (error) {
    if (isDomainError(error)) return httpStatusOf(error.code);
    throw error;
  }
}

/**
 * `GET /connect/demo`: the demo widget for the demo's worker, with a connect token issued at each visit (a 303 to
 * `/connect?connect_token=…`, which the page then takes out of its address), so the link printed at the first start
 * works every time; the not-available page when the demo is gone.
 */
function serveDemoLink(server: express.Express, demoConnectToken: () => Promise<string | null>): void {
  server.get('/connect/demo', async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const language = req.query.lang === 'en' ? 'en' : 'es';
    const token = await demoConnectToken().catch((error: unknown) => {
      if (isDomainError(error)) return httpStatusOf(error.code);
      throw error;
    });
    if (typeof token === 'string') return void res.redirect(303, `/connect?connect_token=${encodeURIComponent(token)}${language === 'en' ? '&lang=en' : ''}`);
    res.setHeader('Content-Security-Policy', connectPageCsp([]));
    res.status(token ?? 404).type('html').send(notAvailablePage(language));
  });
}
