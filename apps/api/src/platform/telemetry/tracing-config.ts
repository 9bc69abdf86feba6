/** What tracing needs from the environment; the SDK and its OTLP exporter read the other standard `OTEL_*` variables themselves. */
export interface TracingConfig {
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`; null leaves tracing off and the SDK unloaded. */
  readonly endpoint: string | null;
  /** `OTEL_SERVICE_NAME`, default `gig-earnings-api`. */
  readonly serviceName: string;
  /** Whether `OTEL_METRICS_EXPORTER` / `OTEL_LOGS_EXPORTER` were set: only then does the SDK export metrics or logs too. */
  readonly metricsFromEnv: boolean;
  readonly logsFromEnv: boolean;
}

export const DEFAULT_SERVICE_NAME = 'gig-earnings-api';

export function tracingConfigFrom(env: NodeJS.ProcessEnv): TracingConfig {
  return {
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || null,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
    metricsFromEnv: Boolean(env.OTEL_METRICS_EXPORTER?.trim()),
    logsFromEnv: Boolean(env.OTEL_LOGS_EXPORTER?.trim()),
  };
}
