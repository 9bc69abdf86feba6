import { DomainError } from '@gig/domain';
import { ConfigError } from '../../platform/config/app-config';
import { inWireNames } from '../../platform/http/wire-field-names';
import { USAGE, UsageError } from './cli-args';

/** What the admin CLI prints and its exit code: the same whether it ran the command itself or a running server did. */
export interface AdminAnswer {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** JSON on stdout; a clear message on stderr and a non-zero exit on failure (2 for a usage error). */
export async function answerAdminCommand(run: () => Promise<unknown>): Promise<AdminAnswer> {
  try {
    return { exitCode: 0, stdout: `${JSON.stringify(await run(), null, 2)}\n`, stderr: '' };
  } catch (error) {
    return describeFailure(error);
  }
}

function describeFailure(error: unknown): AdminAnswer {
  if (error instanceof UsageError) return { exitCode: 2, stdout: '', stderr: `${error.message}\n\n${USAGE}\n` };
  if (error instanceof DomainError) {
    const { message, errors } = inWireNames(error.message, error.errors, error.mentions);
    const details = (errors ?? []).map((e) => `\n  ${e.field}: ${e.message}`).join('');
    return { exitCode: 1, stdout: '', stderr: `error ${error.code}: ${message}${details}\n` };
  }
  return { exitCode: 1, stdout: '', stderr: `${error instanceof ConfigError ? error.message : (error as Error).message}\n` };
}
