import type { Params } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stdSerializers } from 'pino';
import type { LogLevel } from '../config/app-config';
import { traceLogFields } from '../telemetry/trace-log-fields';

/** Query parameters whose values are secrets: an API key sent as `?api_key=`, tokens, passwords, codes. */
const SECRET_PARAMETER = /key|token|secret|password|otp|code|auth/i;

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = url.slice(query + 1).split('&').map((pair) => {
    const name = pair.split('=', 1)[0];
    return SECRET_PARAMETER.test(decodeSafely(name)) && pair.includes('=') ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Structured JSON logs. Requests are logged by id, method and path only: headers (and with
 * them the API key) never reach a log line. The serializers read the raw request and response,
 * as pino's standard ones would, without first copying them into the standard shapes. When a span is
 * active (tracing on), every line carries its `trace_id` and `span_id`.
 */
export function loggerOptions(level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      mixin: traceLogFields,
      genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id: string }).id,
      wrapSerializers: false,
      serializers: {
        req: (req: IncomingMessage & { id: string; originalUrl?: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl || req.url || '') }),
        res: (res: ServerResponse) => ({ statusCode: res.headersSent ? res.statusCode : null }),
        err: stdSerializers.err,
      },
      redact: { paths: ['req.headers', 'headers', '*.headers["x-api-key"]'], remove: true },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}
