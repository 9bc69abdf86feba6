import type { NextFunction, Request, Response } from 'express';
import type { ServiceMetrics } from './service-metrics';

/** Requests no route matched (404s, anything answered by middleware before routing): one label, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times each answer under the route's template (`/v1/users/:userId`), never the raw path, so a
 * scanner's random URLs add no series.
 */
export function httpMetrics(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      const labels = { route: routeTemplate(req), method: knownMethod(req.method), status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  };
}

/** The catch-all that answers 404 (`/{*path}`) is a route too, but names no operation. */
function routeTemplate(req: Request): string {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && !path.includes('*') ? `${req.baseUrl}${path}` : UNMATCHED_ROUTE;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function knownMethod(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}
