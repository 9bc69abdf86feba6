import { type ApiKeyKind, type ApiKeyListing, type ApiKeyRecord, type ApiKeyRepository, type Company, isUuid } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { API_KEY_LISTING_COLUMNS, decodeApiKeyListing } from '../schema/api-key.rows';
import { ApiKeySchema } from '../schema/api-key.schema';
import type { CompanyRow } from '../schema/company.schema';
import { queryRows } from './sql-rows';
import { toCompany } from './typeorm.company.repository';

export class TypeOrmApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(key: ApiKeyRecord): Promise<void> {
    await this.manager.insert(ApiKeySchema, {
      id: key.id,
      company_id: key.companyId,
      kind: key.kind,
      prefix: key.prefix,
      key_hash: key.hash,
      revoked_at: key.revokedAt,
    });
  }

  /** The company's row is locked first, so that the count and the insert of parallel creations come one after the other. */
  async createWithinLimit(key: ApiKeyRecord, limit: { max: number; at: Date; replacing?: string }): Promise<boolean> {
    await this.manager.query(`SELECT id FROM companies WHERE id = $1 FOR UPDATE`, [key.companyId]);
    const [{ working }]: { working: number }[] = await this.manager.query(
      `SELECT count(*)::int AS working FROM api_keys
        WHERE company_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) AND (revoked_at IS NULL OR revoked_at > $3)`,
      [key.companyId, limit.replacing ?? null, limit.at],
    );
    if (working >= limit.max) return false;
    await this.create(key);
    return true;
  }

  async findActiveByHash(hash: string): Promise<{ key: ApiKeyRecord; company: Company } | null> {
    const rows: (CompanyRow & { key_id: string; kind: ApiKeyKind; prefix: string; revoked_at: Date | null })[] = await this.manager.query(
      `SELECT k.id AS key_id, k.kind, k.prefix, k.revoked_at, c.id, c.name, c.environment, c.read_enabled, c.write_enabled, c.rate_limit_per_minute, c.created_at
         FROM api_keys k JOIN companies c ON c.id = k.company_id
        WHERE k.key_hash = $1 AND (k.revoked_at IS NULL OR k.revoked_at > now())`,
      [hash],
    );
    const row = rows[0];
    if (!row) return null;
    const key: ApiKeyRecord = { id: row.key_id, companyId: row.id, kind: row.kind, prefix: row.prefix, hash, revokedAt: row.revoked_at ?? null };
    return { key, company: toCompany(row) };
  }

  async findById(keyId: string): Promise<ApiKeyRecord | null> {
    const row = await this.manager.findOneBy(ApiKeySchema, { id: keyId });
    if (!row) return null;
    return { id: row.id, companyId: row.company_id, kind: row.kind as ApiKeyKind, prefix: row.prefix, hash: row.key_hash, revokedAt: row.revoked_at };
  }

  async revoke(keyId: string, at: Date): Promise<void> {
    await this.manager.query(`UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND (revoked_at IS NULL OR revoked_at > $2)`, [keyId, at]);
  }

  async listByCompany(companyId: string): Promise<ApiKeyListing[]> {
    const rows = await queryRows<unknown>(this.manager, `SELECT ${API_KEY_LISTING_COLUMNS} FROM api_keys WHERE company_id = $1 ORDER BY created_at DESC, id DESC`, [companyId]);
    return rows.map(decodeApiKeyListing);
  }

  /** Touches the row at most once a minute, so that busy keys do not turn every request into a write. */
  async markUsed(keyId: string, at: Date): Promise<void> {
    if (!isUuid(keyId)) return;
    await this.manager.query(
      `UPDATE api_keys SET last_used_at = $2::timestamptz WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
      [keyId, at.toISOString()],
    );
  }
}
