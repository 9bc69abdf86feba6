import type { AccountDataRepository, AccountEmployment, AccountProfile } from '@gig/domain';
import type { EntityManager } from 'typeorm';

/**
 * Profile and employment documents as jsonb, one of each per account, replaced on save.
 * They are written and read as JSON text so that both drivers hand back exactly what was saved.
 */
export class TypeOrmAccountDataRepository implements AccountDataRepository {
  constructor(private readonly manager: EntityManager) {}

  saveProfile(accountId: string, profile: AccountProfile): Promise<void> {
    return this.save('account_profiles', 'profile', accountId, profile);
  }

  findProfile(accountId: string): Promise<AccountProfile | null> {
    return this.find<AccountProfile>('account_profiles', 'profile', accountId);
  }

  saveEmployment(accountId: string, employment: AccountEmployment): Promise<void> {
    return this.save('account_employment', 'employment', accountId, employment);
  }

  findEmployment(accountId: string): Promise<AccountEmployment | null> {
    return this.find<AccountEmployment>('account_employment', 'employment', accountId);
  }

  private async save(table: string, column: string, accountId: string, document: object): Promise<void> {
    await this.manager.query(
      `INSERT INTO ${table} (account_id, ${column}, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (account_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = EXCLUDED.updated_at`,
      [accountId, JSON.stringify(document)],
    );
  }

  private async find<T>(table: string, column: string, accountId: string): Promise<T | null> {
    const rows: { document: string }[] = await this.manager.query(
      `SELECT ${column}::text AS document FROM ${table} WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ? (JSON.parse(rows[0].document) as T) : null;
  }
}
