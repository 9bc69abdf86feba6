import { DomainError, isUuid, Member, MemberRepository, MemberRole } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeMember, MEMBER_COLUMNS } from '../schema/member.rows';
import { queryRows } from './sql-rows';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown; driverError?: { code?: unknown } }).code === '23505'
  || (error as { driverError?: { code?: unknown } }).driverError?.code === '23505';

export class TypeOrmMemberRepository implements MemberRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(m: Member): Promise<void> {
    try {
      await this.manager.query(
        `INSERT INTO members (id, company_id, email, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
        [m.id, m.companyId, m.email, m.role, m.passwordHash, m.createdAt.toISOString()],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw DomainError.badRequest('A member with this email already exists.', [{ field: 'email', message: 'email is taken' }]);
      throw error;
    }
  }

  async findByEmail(email: string): Promise<Member | null> {
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${MEMBER_COLUMNS} FROM members WHERE email = $1`, [email]);
    return row ? decodeMember(row) : null;
  }

  async findById(memberId: string): Promise<Member | null> {
    if (!isUuid(memberId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1`, [memberId]);
    return row ? decodeMember(row) : null;
  }

  async listForCompany(companyId: string): Promise<Member[]> {
    const rows = await queryRows<unknown>(this.manager, `SELECT ${MEMBER_COLUMNS} FROM members WHERE company_id = $1 ORDER BY created_at, id`, [companyId]);
    return rows.map(decodeMember);
  }

  async lockCompanyMembers(companyId: string): Promise<Member[]> {
    const rows = await queryRows<unknown>(this.manager, `SELECT ${MEMBER_COLUMNS} FROM members WHERE company_id = $1 ORDER BY created_at, id FOR UPDATE`, [companyId]);
    return rows.map(decodeMember);
  }

  async setRole(memberId: string, role: MemberRole): Promise<void> {
    await this.manager.query(`UPDATE members SET role = $2 WHERE id = $1`, [memberId, role]);
  }

  /** Its sessions and tokens go with it (ON DELETE CASCADE). */
  async delete(memberId: string): Promise<void> {
    await this.manager.query(`DELETE FROM members WHERE id = $1`, [memberId]);
  }

  async setPassword(memberId: string, passwordHash: string, at: Date): Promise<void> {
    await this.manager.query(`UPDATE members SET password_hash = $2, password_changed_at = $3::timestamptz WHERE id = $1`, [memberId, passwordHash, at.toISOString()]);
  }

  async createPasswordToken(tokenHash: string, memberId: string, expiresAt: Date): Promise<void> {
    await this.manager.query(`INSERT INTO member_password_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, $3::timestamptz)`, [tokenHash, memberId, expiresAt.toISOString()]);
  }

  /** One conditional update: of two concurrent uses, only one gets the member. */
  async usePasswordToken(tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await queryRows<{ member_id: string }>(
      this.manager,
      `UPDATE member_password_tokens SET used_at = $2::timestamptz
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING member_id::text AS member_id`,
      [tokenHash, now.toISOString()],
    );
    return row?.member_id ?? null;
  }

  async discardPasswordTokens(memberId: string): Promise<void> {
    await this.manager.query(`DELETE FROM member_password_tokens WHERE member_id = $1 AND used_at IS NULL`, [memberId]);
  }
}
