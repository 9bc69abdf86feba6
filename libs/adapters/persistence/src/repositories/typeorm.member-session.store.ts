import type { Company, Environment, MemberSession, MemberSessionStore } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeMember } from '../schema/member.rows';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'live'];
import { toCompany } from './typeorm.company.repository';

export class TypeOrmMemberSessionStore implements MemberSessionStore {
  constructor(private readonly manager: EntityManager) {}

  /** Also drops the member's expired sessions, so that they do not pile up. */
  async create(s: MemberSession): Promise<void> {
    await this.manager.query(`DELETE FROM member_sessions WHERE member_id = $1 AND expires_at <= $2::timestamptz`, [s.memberId, s.createdAt.toISOString()]);
    await this.manager.query(
      `INSERT INTO member_sessions (token_hash, member_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
      [s.tokenHash, s.memberId, s.csrfToken, s.createdAt.toISOString(), s.expiresAt.toISOString()],
    );
  }

  async findActive(tokenHash: string, now: Date) {
    const [row] = await queryRows<Record<string, unknown>>(
      this.manager,
      `SELECT s.token_hash, s.member_id::text AS member_id, s.csrf_token, s.created_at AS session_created_at, s.expires_at,
              m.id::text AS id, m.company_id::text AS company_id, m.email, m.role, m.password_hash, m.created_at,
              c.name AS company_name, c.environment, c.read_enabled, c.write_enabled, c.rate_limit_per_minute, c.created_at AS company_created_at
       FROM member_sessions s JOIN members m ON m.id = s.member_id JOIN companies c ON c.id = m.company_id
       WHERE s.token_hash = $1 AND s.expires_at > $2::timestamptz`,
      [tokenHash, now.toISOString()],
    );
    if (!row) return null;
    const reader = RowReader.of(row, 'member_session');
    const session: MemberSession = {
      tokenHash: reader.text('token_hash'), memberId: reader.text('member_id'), csrfToken: reader.text('csrf_token'),
      createdAt: reader.instant('session_created_at'), expiresAt: reader.instant('expires_at'),
    };
    const company: Company = toCompany({
      id: reader.text('company_id'), name: reader.text('company_name'), environment: reader.oneOf('environment', ENVIRONMENTS), read_enabled: reader.boolean('read_enabled'),
      write_enabled: reader.boolean('write_enabled'), rate_limit_per_minute: reader.nullableNumber('rate_limit_per_minute'), created_at: reader.instant('company_created_at'),
    });
    return { session, member: decodeMember(row), company };
  }

  async delete(tokenHash: string): Promise<void> {
    await this.manager.query(`DELETE FROM member_sessions WHERE token_hash = $1`, [tokenHash]);
  }

  async deleteForMember(memberId: string): Promise<void> {
    await this.manager.query(`DELETE FROM member_sessions WHERE member_id = $1`, [memberId]);
  }
}
