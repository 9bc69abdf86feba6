import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { IncomingMessage } from 'node:http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { TracingConfig } from './tracing-config';

export interface Tracing {
  /** Exports the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/** How long shutdown waits for the last spans: a collector that does not answer must not hold the exit up for the exporter's 10 s. */
const FLUSH_BUDGET_MS = 2_000;

/** Probes and scrapes arrive every few seconds from every balancer: tracing them would bury the requests worth seeing. */
const UNTRACED_PATH = /^\/(health(\/|$|\?)|metrics)/;

/**
 * Starts the OpenTelemetry SDK with the http, express and pg instrumentations. It must run before
 * `http`, `express` and `pg` are first required, so that the instrumentations can patch them.
 */
export function startTracing(config: TracingConfig): Tracing {
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    // Reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT, …) itself and posts to its /v1/traces.
    traceExporter: new OTLPTraceExporter(),
    // `/metrics` already serves the metrics; OTLP metrics and logs only when asked for by their standard variables.
    ...(config.metricsFromEnv ? {} : { metricReaders: [] }),
    ...(config.logsFromEnv ? {} : { logRecordProcessors: [] }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATH.test(request.url ?? '') }),
      // Each of Nest's dozen middlewares would be a span of its own in every request; routers and handlers say enough.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Without a parent, a query is a background loop's poll (jobs, webhooks, refresh): thousands of one-span traces a minute.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => Promise.race([sdk.shutdown(), new Promise<void>((done) => setTimeout(done, FLUSH_BUDGET_MS).unref())]) };
}
