import { readFileSync } from 'node:fs';
import { DomainError, Environment, isUuid } from '@gig/domain';
import type { UseCases } from '../use-cases';
import { onOff, parseFlags, required, UsageError } from './cli-args';
import { presentCompanyPermissions, presentCreatedCompany } from './company.presenter';
import { presentImportedUsers } from './imported-users.presenter';
import { readImportDocument } from './import-document.reader';
import { runKeyCommand } from './key.commands';
import { runMemberCommand } from './member.commands';
import { DEFAULT_PORT } from '../../platform/config/app-config';
import type { TakeBackup } from '../../background/backup/take-backup';
import { runBackupCommand } from './backup.commands';

export type AdminUseCases = Pick<UseCases, 'createCompany' | 'setCompanyPermissions' | 'importUsers' | 'manageApiKeys' | 'addMember' | 'issuePasswordLink' | 'removeMember' | 'changeMemberRole' | 'endMemberSessions'>;

/** Where the printed links point (the console's set-password page), and what takes a backup. */
export interface AdminContext {
  readonly baseUrl: string;
  readonly takeBackup?: TakeBackup;
}

/** Runs one admin command and returns what to print as JSON. */
export async function runAdminCommand(argv: string[], useCases: AdminUseCases, context: AdminContext = { baseUrl: `http://localhost:${DEFAULT_PORT}` }): Promise<unknown> {
  const [group, action, ...rest] = argv;
  if (group === 'company' && action === 'create') {
    const flags = parseFlags(rest);
    const environment = (flags.environment ?? 'sandbox') as Environment;
    if (!['sandbox', 'live'].includes(environment)) throw new UsageError('--environment takes sandbox or live.');
    const name = required(flags, 'name').trim();
    if (!name) throw new UsageError('--name must not be blank.');
    return presentCreatedCompany(await useCases.createCompany.execute(name, environment));
  }
  if (group === 'company' && action === 'set') {
    const flags = parseFlags(rest);
    const id = companyId(required(flags, 'id'));
    const permissions = { readEnabled: onOff('read', flags.read), writeEnabled: onOff('write', flags.write), rateLimitPerMinute: rateLimit(flags['rate-limit']) };
    return presentCompanyPermissions(await useCases.setCompanyPermissions.execute(id, permissions));
  }
  if (group === 'key') return runKeyCommand(action, parseFlags(rest), useCases.manageApiKeys);
  if (group === 'member') return runMemberCommand(action, parseFlags(rest), useCases, context.baseUrl);
  if (group === 'backup') return runBackupCommand([action, ...rest].filter((a) => a !== undefined), context.takeBackup);
  if (group === 'import') {
    const flags = parseFlags([action, ...rest].filter((a) => a !== undefined));
    const id = companyId(required(flags, 'company'));
    return presentImportedUsers(await useCases.importUsers.execute(id, readImportDocument(readJson(required(flags, 'file')))));
  }
  throw new UsageError(`Unknown command "${argv.join(' ')}".`);
}

/** `--rate-limit N` (requests per key and minute, 0: none) or `default` (the service's). */
function rateLimit(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'default') return null;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0 || limit > 1_000_000) throw new UsageError('--rate-limit takes a whole number from 0 to 1000000, or default.');
  return limit;
}

function companyId(value: string): string {
  if (!isUuid(value)) throw new UsageError(`The company id must be a UUID (got "${value}").`);
  return value.toLowerCase();
}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw DomainError.badRequest(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}
