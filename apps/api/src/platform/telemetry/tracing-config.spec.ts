import { tracingConfigFrom } from './tracing-config';
import { traceLogFields } from './trace-log-fields';

describe('tracingConfigFrom', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT, and names the service gig-earnings-api', () => {
    expect(tracingConfigFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toEqual({ endpoint: null, serviceName: 'gig-earnings-api', metricsFromEnv: false, logsFromEnv: false });
  });

  it('takes the endpoint, the service name and whether OTLP metrics or logs were asked for', () => {
    const config = tracingConfigFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'api-eu', OTEL_METRICS_EXPORTER: 'otlp' });
    expect(config).toEqual({ endpoint: 'http://collector:4318', serviceName: 'api-eu', metricsFromEnv: true, logsFromEnv: false });
  });
});

describe('traceLogFields', () => {
  it('adds nothing when no span is active (tracing off)', () => {
    expect(traceLogFields()).toEqual({});
  });
});
