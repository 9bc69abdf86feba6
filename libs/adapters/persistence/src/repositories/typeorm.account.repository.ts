import type { Account, AccountRepository, CalendarDate } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { AccountRow, AccountSchema } from '../schema/account.schema';

export const toAccount = (row: AccountRow): Account => ({
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

  /** Raw SQL: this runs on every read request, and the query builder costs more than the query. */
  async listByUser(companyId: string, userId: string): Promise<Account[]> {
    const rows: AccountRow[] = await this.manager.query(
      `SELECT id, company_id, user_id, platform, country, identifier,
              last_successful_connection::text AS last_successful_connection, created_at
         FROM accounts WHERE company_id = $1 AND user_id = $2 ORDER BY created_at, id`,
      [companyId, userId],
    );
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
