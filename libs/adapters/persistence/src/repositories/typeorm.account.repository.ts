import type { Account, AccountRepository, AccountState, CalendarDate } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { AccountRow, AccountSchema, decodeAccountRow } from '../schema/account.schema';
import { queryRows } from './sql-rows';

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
      status: account.status,
      status_details: account.statusDetails,
      warning: account.warning,
      next_step: account.nextStep,
      last_successful_connection: account.lastSuccessfulConnection,
      created_at: account.createdAt,
      updated_at: account.updatedAt,
    });
  }

  async findById(companyId: string, accountId: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { id: accountId, company_id: companyId });
    return row ? decodeAccountRow(row) : null;
  }

  async findAnyById(accountId: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { id: accountId });
    return row ? decodeAccountRow(row) : null;
  }

  /** Raw SQL: this runs on every read request, and the query builder costs more than the query. */
  async listByUser(companyId: string, userId: string): Promise<Account[]> {
    const rows: unknown[] = await this.manager.query(
      `SELECT id, company_id, user_id, platform, country, identifier, status, status_details, warning, next_step,
              last_successful_connection::text AS last_successful_connection, created_at, updated_at
         FROM accounts WHERE company_id = $1 AND user_id = $2 ORDER BY created_at, id`,
      [companyId, userId],
    );
    return rows.map(decodeAccountRow);
  }

  async findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { user_id: userId, platform, identifier });
    return row ? decodeAccountRow(row) : null;
  }

  async setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { last_successful_connection: date });
  }

  async updateState(accountId: string, state: AccountState, at: Date): Promise<void> {
    const changes: Partial<AccountRow> = {
      status: state.status,
      status_details: state.statusDetails,
      warning: state.warning,
      next_step: state.nextStep,
      updated_at: at,
    };
    if (state.lastSuccessfulConnection !== undefined) changes.last_successful_connection = state.lastSuccessfulConnection;
    await this.manager.update(AccountSchema, { id: accountId }, changes);
  }

  async findSession(accountId: string): Promise<string | null> {
    const rows: { session_sealed: string | null }[] = await this.manager.query(
      `SELECT session_sealed FROM accounts WHERE id = $1`,
      [accountId],
    );
    return rows[0]?.session_sealed ?? null;
  }

  async saveSession(accountId: string, sealed: string | null): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { session_sealed: sealed });
  }

  /** Earnings, profile, employment and jobs go with it (ON DELETE CASCADE). */
  async delete(companyId: string, accountId: string): Promise<boolean> {
    const deleted = await queryRows(this.manager, `DELETE FROM accounts WHERE id = $1 AND company_id = $2 RETURNING id`, [
      accountId,
      companyId,
    ]);
    return deleted.length > 0;
  }
}
