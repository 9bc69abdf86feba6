import type { Tracing } from './start-tracing';
import { tracingConfigFrom } from './tracing-config';

/**
 * Imported first by main.ts, so that it runs before anything requires `http`, `express` or `pg`.
 * Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; when off, the SDK is never loaded.
 */
function startTracingFromEnv(): Tracing | null {
  const config = tracingConfigFrom(process.env);
  if (config.endpoint === null) return null;
  // A static import would load the SDK even when tracing is off.
  const { startTracing } = require('./start-tracing') as typeof import('./start-tracing');
  return startTracing(config);
}

export const tracing = startTracingFromEnv();
