import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { TrustedProxies } from '../config/trusted-proxies';

export interface BrowserSafetyOptions {
  /** Origins whose pages may call the API from a browser (the widget's), exactly as sent in `Origin`; empty: none. */
  readonly corsOrigins: readonly string[];
  /**
   * The TLS-terminating proxies in front (a hop count, or their addresses): `X-Forwarded-*` is read as far as they wrote
   * it, and answers carry HSTS; `false`: none.
   */
  readonly trustProxy: TrustedProxies;
}

/** The headers a browser needs to call the API, and those that keep it from misusing an answer. */
export const CORS_HEADERS = {
  allowed: ['X-Api-Key', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
  exposed: ['x-request-id', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'idempotent-replayed'],
};

/**
 * CORS for `CORS_ORIGINS` and for the origins a company's widget allows (`widgetOrigin`; preflights
 * answered, nothing for other origins; never for the console, which is same-origin only), and helmet's headers:
 * `nosniff`, `frame-ancestors 'none'` and no content of its own on API answers, which are never cached
 * (`no-store`); HSTS only when a proxy terminates TLS. The API reference (`/docs/api`) keeps what Swagger UI needs, the
 * documentation site beside it (`/docs`) sets its own policy (`pages/docs/`); the
 * `/connect` widget page sets its own policy, framed by its widget's origins (`connect-page/`).
 */
export function protectBrowsers(app: INestApplication, options: BrowserSafetyOptions, widgetOrigin: (origin: string) => Promise<boolean> = async () => false): void {
  const proxied = options.trustProxy !== false;
  if (proxied) app.getHttpAdapter().getInstance().set('trust proxy', options.trustProxy);
  const listed = new Set(options.corsOrigins);
  const cors = {
    origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) => {
      if (!origin) return callback(null, false);
      if (listed.has(origin)) return callback(null, true);
      widgetOrigin(origin).then((allowed) => callback(null, allowed), () => callback(null, false));
    },
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: CORS_HEADERS.allowed,
    exposedHeaders: CORS_HEADERS.exposed,
    maxAge: 600,
  };
  app.enableCors((req: Request, callback: (error: Error | null, options: object) => void) => callback(null, isConsole(req.url) ? { origin: false } : cors));
  const common = { hsts: proxied ? { maxAge: 31_536_000 } : false, crossOriginResourcePolicy: { policy: 'cross-origin' as const } };
  const api = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });
  const docs = helmet({ ...common, contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } } });
  const connect = helmet({ ...common, contentSecurityPolicy: false, frameguard: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/docs' || req.path.startsWith('/docs/')) return docs(req, res, next);
    if (req.path === '/connect' || req.path.startsWith('/connect/')) return connect(req, res, next);
    res.setHeader('Cache-Control', 'no-store');
    api(req, res, next);
  });
}

/**
 * `/console` and below: the console's pages and its session-authenticated API. Routing is case-sensitive
 * (create-app.ts), so `/CONSOLE/…` is no route at all; CORS is withheld from every spelling all the same.
 */
const isConsole = (url: string): boolean => {
  const lower = url.toLowerCase();
  return lower === '/console' || lower.startsWith('/console/') || lower.startsWith('/console?');
};
