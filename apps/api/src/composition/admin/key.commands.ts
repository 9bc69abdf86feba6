import { ApiKeyKind, ApiKeyRecord, isUuid, ManageApiKeys } from '@gig/domain';
import { required, UsageError } from './cli-args';

const HOUR_MS = 60 * 60_000;

const presentRecord = (record: ApiKeyRecord) => ({
  key_id: record.id,
  company_id: record.companyId,
  kind: record.kind,
  prefix: record.prefix,
  revoked_at: record.revokedAt?.toISOString() ?? null,
});

function uuid(flags: Record<string, string>, name: string): string {
  const value = required(flags, name);
  if (!isUuid(value)) throw new UsageError(`--${name} must be a UUID (got "${value}").`);
  return value.toLowerCase();
}

/** `key create --company ID --kind private|public`, `key revoke --id KEY_ID`, `key rotate --id KEY_ID [--grace-hours 24]`. */
export async function runKeyCommand(action: string | undefined, flags: Record<string, string>, keys: ManageApiKeys): Promise<unknown> {
  if (action === 'create') {
    const kind = required(flags, 'kind') as ApiKeyKind;
    if (!['private', 'public'].includes(kind)) throw new UsageError('--kind takes private or public.');
    const issued = await keys.create(uuid(flags, 'company'), kind);
    return { ...presentRecord(issued.record), key: issued.key };
  }
  if (action === 'revoke') return presentRecord(await keys.revoke(uuid(flags, 'id')));
  if (action === 'rotate') {
    const hours = flags['grace-hours'] === undefined ? 24 : Number(flags['grace-hours']);
    if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 30) throw new UsageError('--grace-hours takes a number of hours from 0 to 720.');
    const { issued, replaced } = await keys.rotate(uuid(flags, 'id'), hours * HOUR_MS);
    return { ...presentRecord(issued.record), key: issued.key, replaces: { ...presentRecord(replaced), valid_until: replaced.revokedAt?.toISOString() ?? null } };
  }
  throw new UsageError(`Unknown key command "${action ?? ''}": use key create, key revoke or key rotate.`);
}
