import type { Params } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel } from '../config/app-config';

/**
 * Structured JSON logs. Requests are logged by id, method and path only: headers (and with
 * them the API key) never reach a log line.
 */
export function loggerOptions(level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id: string }).id,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      redact: { paths: ['req.headers', 'headers', '*.headers["x-api-key"]'], remove: true },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  };
}
