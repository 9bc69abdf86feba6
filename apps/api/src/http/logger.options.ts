import type { Params } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stdSerializers } from 'pino';
import type { LogLevel } from '../config/app-config';

/**
 * Structured JSON logs. Requests are logged by id, method and path only: headers (and with
 * them the API key) never reach a log line. The serializers read the raw request and response,
 * as pino's standard ones would, without first copying them into the standard shapes.
 */
export function loggerOptions(level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id: string }).id,
      wrapSerializers: false,
      serializers: {
        req: (req: IncomingMessage & { id: string; originalUrl?: string }) => ({ id: req.id, method: req.method, url: req.originalUrl || req.url }),
        res: (res: ServerResponse) => ({ statusCode: res.headersSent ? res.statusCode : null }),
        err: stdSerializers.err,
      },
      redact: { paths: ['req.headers', 'headers', '*.headers["x-api-key"]'], remove: true },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}
