import type { AccountDataRepository, AccountEmployment, AccountProfile, DataChange } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeEmployment, encodeEmployment } from '../schema/employment.document';
import { decodeProfile, encodeProfile } from '../schema/profile.document';

/**
 * Profile and employment documents as jsonb, one of each per account, replaced on save, in the
 * stored format of `ProfileDocument` and `EmploymentDocument`. They travel as JSON text so that
 * both drivers hand back exactly what was saved.
 */
export class TypeOrmAccountDataRepository implements AccountDataRepository {
  constructor(private readonly manager: EntityManager) {}

  async saveProfile(accountId: string, profile: AccountProfile): Promise<boolean> {
    return (await this.save('account_profiles', 'profile', accountId, encodeProfile(profile))) !== 'unchanged';
  }

  async findProfile(accountId: string): Promise<AccountProfile | null> {
    const document = await this.find('account_profiles', 'profile', accountId);
    return document === null ? null : decodeProfile(document);
  }

  saveEmployment(accountId: string, employment: AccountEmployment): Promise<DataChange> {
    return this.save('account_employment', 'employment', accountId, encodeEmployment(employment));
  }

  async findEmployment(accountId: string): Promise<AccountEmployment | null> {
    const document = await this.find('account_employment', 'employment', accountId);
    return document === null ? null : decodeEmployment(document);
  }

  /** Writes the document unless the same one is kept; `xmax = 0` tells an inserted row from an updated one. */
  private async save(table: string, column: string, accountId: string, document: object): Promise<DataChange> {
    const [row]: { inserted: boolean }[] = await this.manager.query(
      `WITH written AS (
         INSERT INTO ${table} (account_id, ${column}, updated_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (account_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = EXCLUDED.updated_at
           WHERE ${table}.${column} IS DISTINCT FROM EXCLUDED.${column}
         RETURNING (xmax = 0) AS inserted)
       SELECT inserted FROM written`,
      [accountId, JSON.stringify(document)],
    );
    if (!row) return 'unchanged';
    return row.inserted ? 'created' : 'updated';
  }

  private async find(table: string, column: string, accountId: string): Promise<unknown> {
    const rows: { document: string }[] = await this.manager.query(
      `SELECT ${column}::text AS document FROM ${table} WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ? JSON.parse(rows[0].document) : null;
  }
}
