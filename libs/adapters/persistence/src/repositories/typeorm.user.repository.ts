import type { User, UserRef, UserRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { UserRow, UserSchema } from '../schema/user.schema';
import { queryRows } from './sql-rows';

const toUser = (row: UserRow): User => ({
  id: row.id,
  companyId: row.company_id,
  externalId: row.external_id,
  widgetId: row.widget_id,
  createdAt: row.created_at,
});

export class TypeOrmUserRepository implements UserRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(user: User): Promise<void> {
    await this.manager.insert(UserSchema, {
      id: user.id,
      company_id: user.companyId,
      external_id: user.externalId,
      widget_id: user.widgetId ?? null,
      created_at: user.createdAt,
    });
  }

  /** Raw SQL: this runs on every read request, and the query builder costs more than the query. */
  async findByRef(companyId: string, ref: UserRef): Promise<User | null> {
    return this.find(companyId, ref, 'AND blocked_at IS NULL');
  }

  async findIncludingBlocked(companyId: string, ref: UserRef): Promise<User | null> {
    return this.find(companyId, ref, '');
  }

  private async find(companyId: string, ref: UserRef, unblocked: string): Promise<User | null> {
    const [column, value] = 'userId' in ref ? ['id', ref.userId] : ['external_id', ref.externalId];
    const rows: UserRow[] = await this.manager.query(
      `SELECT id, company_id, external_id, widget_id::text AS widget_id, created_at FROM users WHERE company_id = $1 AND ${column} = $2 ${unblocked}`,
      [companyId, value],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Accounts go with the user, and their earnings, profiles, employment and jobs with them (ON DELETE CASCADE). */
  async delete(companyId: string, userId: string): Promise<boolean> {
    const deleted = await queryRows(this.manager, `DELETE FROM users WHERE id = $1 AND company_id = $2 RETURNING id`, [userId, companyId]);
    return deleted.length > 0;
  }
}
