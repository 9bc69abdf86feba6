import { isSpanContextValid, trace } from '@opentelemetry/api';

/** `trace_id` and `span_id` of the active span, to join a log line to its trace; nothing when no span is active (tracing off). */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {};
}
