import type { ConnectToken, ConnectTokenStore, Environment, FoundConnectToken } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';
import { toCompany } from './typeorm.company.repository';

const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'live'];

export class TypeOrmConnectTokenStore implements ConnectTokenStore {
  constructor(private readonly manager: EntityManager) {}

  /** The user, the widget and the issuing key or member must be the token's company's: the SELECT inserts nothing otherwise, and that fails. */
  async create(t: ConnectToken): Promise<void> {
    const rows = await queryRows<{ token_hash: string }>(
      this.manager,
      `INSERT INTO connect_tokens (token_hash, id, company_id, user_id, widget_id, created_at, expires_at, api_key_id, member_id, revoked_at)
       SELECT $1, $2, $3, u.id, w.id, $6::timestamptz, $7::timestamptz, $8::uuid, $9::uuid, $10::timestamptz
         FROM users u JOIN widgets w ON w.id = $5 AND w.company_id = $3
        WHERE u.id = $4 AND u.company_id = $3
          AND ($8::uuid IS NULL OR EXISTS (SELECT 1 FROM api_keys k WHERE k.id = $8::uuid AND k.company_id = $3))
          AND ($9::uuid IS NULL OR EXISTS (SELECT 1 FROM members m WHERE m.id = $9::uuid AND m.company_id = $3))
       RETURNING token_hash`,
      [t.tokenHash, t.id, t.companyId, t.userId, t.widgetId, t.createdAt.toISOString(), t.expiresAt.toISOString(), t.apiKeyId, t.memberId, t.revokedAt?.toISOString() ?? null],
    );
    if (rows.length !== 1) throw new Error('connect token not stored: its user, widget and issuer must be its company’s');
  }

  async findByHash(tokenHash: string): Promise<FoundConnectToken | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.manager,
      `SELECT t.token_hash, t.id::text AS id, t.company_id::text AS company_id, t.user_id::text AS user_id, t.widget_id::text AS widget_id,
              t.created_at, t.expires_at, t.api_key_id::text AS api_key_id, t.member_id::text AS member_id, t.revoked_at, k.revoked_at AS issuer_revoked_at,
              c.name AS company_name, c.environment, c.read_enabled, c.write_enabled, c.rate_limit_per_minute, c.created_at AS company_created_at
         FROM connect_tokens t JOIN companies c ON c.id = t.company_id LEFT JOIN api_keys k ON k.id = t.api_key_id
        WHERE t.token_hash = $1`,
      [tokenHash],
    );
    if (!row) return null;
    const reader = RowReader.of(row, 'connect_token');
    const token: ConnectToken = {
      id: reader.text('id'), companyId: reader.text('company_id'), userId: reader.text('user_id'), widgetId: reader.text('widget_id'),
      tokenHash: reader.text('token_hash'), createdAt: reader.instant('created_at'), expiresAt: reader.instant('expires_at'),
      apiKeyId: reader.nullableText('api_key_id'), memberId: reader.nullableText('member_id'), revokedAt: reader.nullableInstant('revoked_at'),
    };
    const company = toCompany({
      id: token.companyId, name: reader.text('company_name'), environment: reader.oneOf('environment', ENVIRONMENTS), read_enabled: reader.boolean('read_enabled'),
      write_enabled: reader.boolean('write_enabled'), rate_limit_per_minute: reader.nullableNumber('rate_limit_per_minute'), created_at: reader.instant('company_created_at'),
    });
    return { token, company, issuerRevokedAt: reader.nullableInstant('issuer_revoked_at') };
  }

  async revoke(companyId: string, tokenHash: string, at: Date): Promise<void> {
    await this.manager.query(
      `UPDATE connect_tokens SET revoked_at = $3::timestamptz WHERE token_hash = $1 AND company_id = $2 AND revoked_at IS NULL`,
      [tokenHash, companyId, at.toISOString()],
    );
  }
}
