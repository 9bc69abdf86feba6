import type { Account, AccountRepository, CalendarDate } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { AccountRow, AccountSchema } from '../schema/account.schema';

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  companyId: row.company_id,
  userId: row.user_id,
  platform: row.platform,
  country: row.country,
  identifier: row.identifier,
  lastSuccessfulConnection: row.last_successful_connection,
  createdAt: row.created_at,
});

export class TypeOrmAccountRepository implements AccountRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(account: Account): Promise<void> {
    await this.manager.insert(AccountSchema, {
      id: account.id,
      company_id: account.companyId,
      user_id: account.userId,
      platform: account.platform,
      country: account.country,
      identifier: account.identifier,
      last_successful_connection: account.lastSuccessfulConnection,
      created_at: account.createdAt,
    });
  }

  async findById(companyId: string, accountId: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { id: accountId, company_id: companyId });
    return row ? toAccount(row) : null;
  }

  async listByUser(companyId: string, userId: string): Promise<Account[]> {
    const rows = await this.manager.find(AccountSchema, {
      where: { company_id: companyId, user_id: userId },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    return rows.map(toAccount);
  }

  async findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { user_id: userId, platform, identifier });
    return row ? toAccount(row) : null;
  }

  async setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { last_successful_connection: date });
  }
}
