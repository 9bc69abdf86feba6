import { DomainError } from '@gig/domain';
import { compose } from '../compose';
import { ConfigError, loadAppConfig } from '../../platform/config/app-config';
import { inWireNames } from '../../platform/http/wire-field-names';
import { runAdminCommand } from './admin.commands';
import { consoleBaseUrl } from './member.commands';
import { USAGE, UsageError } from './cli-args';

/** `npm run admin -- ...`: JSON on stdout; a clear message on stderr and a non-zero exit on failure. */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadAppConfig(process.env);
  const composition = await compose(config, { warn: () => undefined });
  try {
    const result = await runAdminCommand(argv, composition.useCases, { baseUrl: consoleBaseUrl(process.env, config.port) });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    await composition.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof DomainError) {
      const { message, errors } = inWireNames(error.message, error.errors, error.mentions);
      const details = (errors ?? []).map((e) => `\n  ${e.field}: ${e.message}`).join('');
      process.stderr.write(`error ${error.code}: ${message}${details}\n`);
    } else {
      process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
    }
    process.exit(1);
  },
);
