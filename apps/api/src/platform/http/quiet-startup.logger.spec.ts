import type { LoggerService } from '@nestjs/common';
import { QuietStartupLogger } from './quiet-startup.logger';

function recording() {
  const lines: string[] = [];
  const at = (level: string) => (message: unknown, ...rest: unknown[]) => lines.push(`${level} ${String(message)} [${rest.join(',')}]`);
  const inner: LoggerService = { log: at('info'), error: at('error'), warn: at('warn'), debug: at('debug'), verbose: at('verbose'), fatal: at('fatal') };
  return { lines, logger: new QuietStartupLogger(inner) };
}

describe('QuietStartupLogger', () => {
  it('moves Nest’s start-up lines (modules, controllers, mapped routes) down to debug', () => {
    const { lines, logger } = recording();
    logger.log('Mapped {/health, GET} route', 'RouterExplorer');
    logger.log('HealthController {/health}:', 'RoutesResolver');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines).toEqual([
      'debug Mapped {/health, GET} route [RouterExplorer]',
      'debug HealthController {/health}: [RoutesResolver]',
      'debug AppModule dependencies initialized [InstanceLoader]',
      'debug Nest application successfully started [NestApplication]',
    ]);
  });

  it('keeps every other line at its level, warnings and errors of Nest’s own contexts included', () => {
    const { lines, logger } = recording();
    logger.log('job done', 'JobWorker');
    logger.log('no context');
    logger.warn('slow', 'RouterExplorer');
    logger.error('boom', 'stack', 'NestApplication');
    logger.fatal('down');
    expect(lines).toEqual(['info job done [JobWorker]', 'info no context []', 'warn slow [RouterExplorer]', 'error boom [stack,NestApplication]', 'fatal down []']);
  });
});
