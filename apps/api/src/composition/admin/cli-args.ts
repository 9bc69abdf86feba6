/** Splits `--name value` pairs; a flag given twice or without a value is an error. */
export function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = args[i + 1];
    if (!name?.startsWith('--')) throw new UsageError(`Unexpected argument "${name}".`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
    if (name.slice(2) in flags) throw new UsageError(`${name} is given twice.`);
    flags[name.slice(2)] = value;
  }
  return flags;
}

export function onOff(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`--${flag} takes on or off (got "${value}").`);
}

export function required(flags: Record<string, string>, name: string): string {
  const value = flags[name];
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run admin -- <command>
  company create --name <name> [--environment sandbox|live]
  company set --id <company_id> [--read on|off] [--write on|off] [--rate-limit N|default]
  import --company <company_id> --file <path.json>
  key create --company <company_id> --kind private|public
  key revoke --id <key_id>
  key rotate --id <key_id> [--grace-hours 24]
  member add --company <company_id> --email <email> [--role admin|viewer]   (prints a one-time set-password link, valid 72 h)
  member link --email <email>   (a new one-time set-password link for a member, e.g. a forgotten password; older unused links stop working)
  member role --email <email> --role admin|viewer   (signs the member out; a company keeps at least one admin)
  member signout --email <email>   (ends every console session of the member)
  member remove --email <email>   (with its sessions; a company keeps at least one admin)
  backup --to <file.tar.gz>   (one snapshot of the database and DATA_DIR's signing certificate, also while the server runs)
  restore --from <file.tar.gz> [--force]   (into an empty DATA_DIR, server stopped, or the empty PostgreSQL of DATABASE_URL)

Works on the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR).
With the embedded database held by a running server, the server runs the command (over DATA_DIR/admin.sock).`;
