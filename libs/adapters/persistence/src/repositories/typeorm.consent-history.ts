import { ConsentHistory, ConsentHistoryEntry, DISCONNECTORS, RIGHTS_ACTIONS, RightsAction } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

function decode(value: unknown): ConsentHistoryEntry {
  const row = RowReader.of(value, 'consent_history');
  return {
    id: row.text('id'), companyId: row.text('company_id'), userId: row.nullableText('user_id'), action: row.oneOf('action', RIGHTS_ACTIONS),
    subjectId: row.nullableText('subject_id'), by: row.oneOf('by', DISCONNECTORS), ipAddress: row.text('ip_address'), at: row.instant('at'),
  };
}

export class TypeOrmConsentHistory implements ConsentHistory {
  constructor(private readonly manager: EntityManager) {}

  async record(entry: ConsentHistoryEntry): Promise<void> {
    await this.manager.query(
      `INSERT INTO consent_history (id, company_id, user_id, action, subject_id, by, ip_address, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [entry.id, entry.companyId, entry.userId, entry.action, entry.subjectId, entry.by, entry.ipAddress, entry.at],
    );
  }

  async listForUser(companyId: string, userId: string): Promise<ConsentHistoryEntry[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT id::text AS id, company_id::text AS company_id, user_id::text AS user_id, action, subject_id::text AS subject_id, by, ip_address, at
         FROM consent_history WHERE company_id = $1 AND user_id = $2 ORDER BY at, id`,
      [companyId, userId],
    );
    return rows.map(decode);
  }

  async countSince(companyId: string, userId: string, action: RightsAction, since: Date): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.manager,
      `SELECT count(*)::int AS n FROM consent_history WHERE company_id = $1 AND user_id = $2 AND action = $3 AND at >= $4`,
      [companyId, userId, action, since],
    );
    return row?.n ?? 0;
  }
}
