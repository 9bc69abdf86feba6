import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { ApiKeyListing } from '../ports/api-key-repository.port';
import type { Clock } from '../ports/clock.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { isUuid } from '../users/user-ref';
import { ApiKeyKind, ApiKeyRecord, apiKeyPrefix, generateApiKey, hashApiKey } from './api-key';

/** A key just made: the only time its text is known. */
export interface IssuedApiKey {
  readonly record: ApiKeyRecord;
  readonly key: string;
}

/** A rotation seen from a company's key list: the new key (with its text, shown once) and the one it replaces. */
export interface CompanyKeyRotation {
  readonly issued: IssuedApiKey;
  readonly key: ApiKeyListing;
  readonly replaced: ApiKeyListing;
}

/** How long a rotated key keeps working unless told otherwise: time to deploy the new one. */
export const DEFAULT_ROTATION_GRACE_MS = 24 * 60 * 60_000;
/** The longest grace a company may give a rotated key itself: a week. */
export const MAX_ROTATION_GRACE_MS = 7 * DEFAULT_ROTATION_GRACE_MS;

/** Working keys (not revoked, or in a rotation's grace) a company may have when nothing else is said. */
export const DEFAULT_MAX_ACTIVE_API_KEYS = 20;

interface KeyLimit {
  readonly max: number;
  readonly at: Date;
  /** A rotation's old key: it stops at the end of its grace, so it does not count against the new one. */
  readonly replacing?: string;
}

async function issue(repos: Repositories, companyId: string, kind: ApiKeyKind, limit: KeyLimit): Promise<IssuedApiKey> {
  const company = await repos.companies.findById(companyId);
  if (!company) throw new DomainError('not_found_error', `No company ${companyId}.`);
  const key = generateApiKey(kind, company.environment);
  const record: ApiKeyRecord = { id: randomUUID(), companyId, kind, prefix: apiKeyPrefix(key), hash: hashApiKey(key), revokedAt: null };
  if (!(await repos.apiKeys.createWithinLimit(record, limit))) {
    throw DomainError.badRequest(`The company already has ${limit.max} working API keys, the most allowed: revoke one first (a rotated key counts until its grace ends).`);
  }
  return { record, key };
}

async function existing(repos: Repositories, keyId: string): Promise<ApiKeyRecord> {
  const record = await repos.apiKeys.findById(keyId);
  if (!record) throw new DomainError('not_found_error', `No API key ${keyId}.`);
  return record;
}

const keyNotFound = () => new DomainError('not_found_error', 'No API key with that id in your company.');

/** The company's key as its list shows it; another company's key is as absent as a missing one. */
async function listing(repos: Repositories, companyId: string, keyId: string): Promise<ApiKeyListing> {
  const found = isUuid(keyId) ? (await repos.apiKeys.listByCompany(companyId)).find((k) => k.id === keyId.toLowerCase()) : undefined;
  if (!found) throw keyNotFound();
  return found;
}

/**
 * Key management: the operators' (admin CLI, any company) and a company's own (the console, `…ForCompany`).
 * `onRevoked` hears of every revocation once it is committed (the process's key cache forgets the key).
 */
export class ManageApiKeys {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly onRevoked: (keyId: string) => void = () => undefined,
    private readonly maxActiveKeys = DEFAULT_MAX_ACTIVE_API_KEYS,
  ) {}

  create(companyId: string, kind: ApiKeyKind): Promise<IssuedApiKey> {
    return this.unitOfWork.run((repos) => issue(repos, companyId, kind, this.limit()));
  }

  /** A new key of the company, with its listing (creation time). */
  createForCompany(companyId: string, kind: ApiKeyKind): Promise<{ issued: IssuedApiKey; key: ApiKeyListing }> {
    return this.unitOfWork.run(async (repos) => {
      const issued = await issue(repos, companyId, kind, this.limit());
      return { issued, key: await listing(repos, companyId, issued.record.id) };
    });
  }

  /** Stops the key at once (this process at once, every other within the key cache time). */
  async revoke(keyId: string): Promise<ApiKeyRecord> {
    const revoked = await this.unitOfWork.run(async (repos) => {
      await existing(repos, keyId);
      await repos.apiKeys.revoke(keyId, this.clock.now());
      return existing(repos, keyId);
    });
    this.onRevoked(revoked.id);
    return revoked;
  }

  async revokeForCompany(companyId: string, keyId: string): Promise<ApiKeyListing> {
    const revoked = await this.unitOfWork.run(async (repos) => {
      const key = await listing(repos, companyId, keyId);
      await repos.apiKeys.revoke(key.id, this.clock.now());
      return listing(repos, companyId, key.id);
    });
    this.onRevoked(revoked.id);
    return revoked;
  }

  /** A new key of the same company and kind; the old one keeps working for `graceMs`, then stops. */
  async rotate(keyId: string, graceMs = DEFAULT_ROTATION_GRACE_MS): Promise<{ issued: IssuedApiKey; replaced: ApiKeyRecord }> {
    const rotated = await this.unitOfWork.run(async (repos) => {
      const old = await existing(repos, keyId);
      const issued = await this.replace(repos, old, graceMs);
      return { issued, replaced: await existing(repos, keyId) };
    });
    this.onRevoked(rotated.replaced.id);
    return rotated;
  }

  async rotateForCompany(companyId: string, keyId: string, graceMs = DEFAULT_ROTATION_GRACE_MS): Promise<CompanyKeyRotation> {
    if (!Number.isFinite(graceMs) || graceMs < 0 || graceMs > MAX_ROTATION_GRACE_MS) {
      throw DomainError.badRequest('graceHours must be from 0 to 168.', [{ field: 'graceHours', message: 'must be from 0 to 168' }]);
    }
    const rotated = await this.unitOfWork.run(async (repos) => {
      const old = await listing(repos, companyId, keyId);
      const issued = await this.replace(repos, old, graceMs);
      return { issued, key: await listing(repos, companyId, issued.record.id), replaced: await listing(repos, companyId, old.id) };
    });
    this.onRevoked(rotated.replaced.id);
    return rotated;
  }

  private limit(replacing?: string): KeyLimit {
    return { max: this.maxActiveKeys, at: this.clock.now(), replacing };
  }

  private async replace(repos: Repositories, old: ApiKeyRecord, graceMs: number): Promise<IssuedApiKey> {
    if (old.revokedAt !== null && old.revokedAt <= this.clock.now()) throw DomainError.badRequest(`The API key ${old.id} is already revoked.`);
    const issued = await issue(repos, old.companyId, old.kind, this.limit(old.id));
    await repos.apiKeys.revoke(old.id, new Date(this.clock.now().getTime() + graceMs));
    return issued;
  }
}
