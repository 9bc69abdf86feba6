import { describeTarget, embeddedDatabaseHolder } from '@gig/persistence';
import { existsSync } from 'node:fs';
import { compose } from '../compose';
import { AppConfig, loadAppConfig } from '../../platform/config/app-config';
import { AdminAnswer, answerAdminCommand } from './admin-answer';
import { runAdminCommand } from './admin.commands';
import { adminSocketPath, askRunningServer } from './admin-socket';
import { runRestoreCommand, withAbsolutePaths } from './backup.commands';
import { consoleBaseUrl } from './member.commands';
import { emptyDatabaseWarning } from './empty-database.warning';
import { USAGE } from './cli-args';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';

/**
 * `npm run admin -- ...`: JSON on stdout; a clear message on stderr and a non-zero exit on failure. With the embedded
 * database held by a running server, that server runs the command (and prints the same); otherwise the CLI opens the
 * database itself. A restore never goes to a server: it needs an empty target.
 */
async function main(argv: string[]): Promise<AdminAnswer> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') return { exitCode: argv.length === 0 ? 2 : 0, stdout: `${USAGE}\n`, stderr: '' };
  const args = withAbsolutePaths(argv, process.cwd());
  let config: AppConfig;
  let baseUrl: string;
  try {
    config = loadAppConfig(process.env, PLATFORM_FAMILIES);
    baseUrl = consoleBaseUrl(process.env, config.port);
  } catch (error) {
    return answerAdminCommand(() => Promise.reject(error));
  }
  if (args[0] === 'restore') return answerAdminCommand(() => runRestoreCommand(args.slice(1), config));
  const holder = config.database.kind === 'pglite' && config.database.dataDir ? embeddedDatabaseHolder(config.database.dataDir) : null;
  // Given neither PUBLIC_URL nor PORT, the server's links are its own (where it listens), not this CLI's default port.
  const linksGiven = Boolean(process.env.PUBLIC_URL?.trim() || process.env.PORT?.trim());
  if (holder !== null) return askRunningServer(adminSocketPath(config.dataDir), holder, { argv: args, baseUrl: linksGiven ? baseUrl : null });
  const madeNow = config.database.kind === 'pglite' && config.database.dataDir !== null && !existsSync(config.database.dataDir);
  let warning = '';
  const answer = await answerAdminCommand(async () => {
    const composition = await compose(config, { warn: () => undefined });
    try {
      warning = emptyDatabaseWarning(args, await composition.database.repositories.companies.count(), describeTarget(config.database), madeNow);
      return await runAdminCommand(args, composition.useCases, { baseUrl, takeBackup: composition.backups.take });
    } finally {
      await composition.close();
    }
  });
  return { ...answer, stderr: `${warning}${answer.stderr}` };
}

main(process.argv.slice(2)).then(
  ({ exitCode, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exit(exitCode);
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  },
);
