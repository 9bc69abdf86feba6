import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { ApiKeyKind, ApiKeyRecord, apiKeyPrefix, generateApiKey, hashApiKey } from './api-key';

/** A key just made: the only time its text is known. */
export interface IssuedApiKey {
  readonly record: ApiKeyRecord;
  readonly key: string;
}

/** How long a rotated key keeps working unless told otherwise: time to deploy the new one. */
export const DEFAULT_ROTATION_GRACE_MS = 24 * 60 * 60_000;

async function issue(repos: Repositories, companyId: string, kind: ApiKeyKind): Promise<IssuedApiKey> {
  const company = await repos.companies.findById(companyId);
  if (!company) throw new DomainError('not_found_error', `No company ${companyId}.`);
  const key = generateApiKey(kind, company.environment);
  const record: ApiKeyRecord = { id: randomUUID(), companyId, kind, prefix: apiKeyPrefix(key), hash: hashApiKey(key), revokedAt: null };
  await repos.apiKeys.create(record);
  return { record, key };
}

async function existing(repos: Repositories, keyId: string): Promise<ApiKeyRecord> {
  const record = await repos.apiKeys.findById(keyId);
  if (!record) throw new DomainError('not_found_error', `No API key ${keyId}.`);
  return record;
}

/** Operators' key management (the admin CLI): issue, revoke, rotate with a grace period. */
export class ManageApiKeys {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  create(companyId: string, kind: ApiKeyKind): Promise<IssuedApiKey> {
    return this.unitOfWork.run((repos) => issue(repos, companyId, kind));
  }

  /** Stops the key at once (every process within the key cache time). */
  revoke(keyId: string): Promise<ApiKeyRecord> {
    return this.unitOfWork.run(async (repos) => {
      await existing(repos, keyId);
      await repos.apiKeys.revoke(keyId, this.clock.now());
      return existing(repos, keyId);
    });
  }

  /** A new key of the same company and kind; the old one keeps working for `graceMs`, then stops. */
  rotate(keyId: string, graceMs = DEFAULT_ROTATION_GRACE_MS): Promise<{ issued: IssuedApiKey; replaced: ApiKeyRecord }> {
    return this.unitOfWork.run(async (repos) => {
      const old = await existing(repos, keyId);
      if (old.revokedAt !== null && old.revokedAt <= this.clock.now()) throw DomainError.badRequest(`The API key ${keyId} is already revoked.`);
      const issued = await issue(repos, old.companyId, old.kind);
      await repos.apiKeys.revoke(keyId, new Date(this.clock.now().getTime() + graceMs));
      return { issued, replaced: await existing(repos, keyId) };
    });
  }
}
