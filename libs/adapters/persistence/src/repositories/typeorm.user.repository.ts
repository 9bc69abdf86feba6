import type { User, UserRef, UserRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { UserRow, UserSchema } from '../schema/user.schema';

const toUser = (row: UserRow): User => ({
  id: row.id,
  companyId: row.company_id,
  externalId: row.external_id,
  createdAt: row.created_at,
});

export class TypeOrmUserRepository implements UserRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(user: User): Promise<void> {
    await this.manager.insert(UserSchema, {
      id: user.id,
      company_id: user.companyId,
      external_id: user.externalId,
      created_at: user.createdAt,
    });
  }

  async findByRef(companyId: string, ref: UserRef): Promise<User | null> {
    const where = 'userId' in ref ? { company_id: companyId, id: ref.userId } : { company_id: companyId, external_id: ref.externalId };
    const row = await this.manager.findOneBy(UserSchema, where);
    return row ? toUser(row) : null;
  }
}
