import type { LoggerService } from '@nestjs/common';

/** Nest's own start-up lines: one per module, controller and route (about 90), logged at `log` (info). */
const STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The app's logger, with Nest's start-up lines moved down to debug: at the default level they scrolled the demo's
 * keys, printed once, off the screen; `LOG_LEVEL=debug` still shows every mapped route.
 */
export class QuietStartupLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) this.inner.debug?.(message, ...rest);
    else this.inner.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug?.(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose?.(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...rest);
  }
}
