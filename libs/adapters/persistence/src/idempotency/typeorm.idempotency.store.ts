import type { IdempotencyRecord, IdempotencyStart, IdempotencyStore, StoredAnswer } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { translateFaults } from '../data-source/database-faults';
import type { Database } from '../data-source/open-database';
import { queryRows } from '../repositories/sql-rows';
import { instant, rowDecoder, text } from '../schema/row-decoder';

/** Idempotency keys in the `idempotency_keys` table: one INSERT … ON CONFLICT decides which request runs, per scope (an API key). */
export class TypeOrmIdempotencyStore implements IdempotencyStore {
  constructor(private readonly manager: EntityManager) {}

  async start(scope: string, key: string, requestHash: string, at: Date, expiredBefore: Date, abandonedBefore: Date): Promise<IdempotencyStart> {
    const started = await queryRows(
      this.manager,
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, created_at = EXCLUDED.created_at, answer_status = NULL, answer_body = NULL
         WHERE idempotency_keys.created_at < $5 OR (idempotency_keys.answer_status IS NULL AND idempotency_keys.created_at < $6)
       RETURNING key`,
      [scope, key, requestHash, at, expiredBefore, abandonedBefore],
    );
    if (started.length > 0) return { started: true };
    const record = await this.find(scope, key);
    return record ? { started: false, record } : this.start(scope, key, requestHash, at, expiredBefore, abandonedBefore);
  }

  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const rows = await queryRows(
      this.manager,
      `SELECT scope, key, request_hash, answer_status, answer_body, created_at FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    return rows.length > 0 ? decode(rows[0]) : null;
  }

  async renew(scope: string, key: string, at: Date): Promise<void> {
    await this.manager.query(`UPDATE idempotency_keys SET created_at = $3 WHERE scope = $1 AND key = $2 AND answer_status IS NULL`, [scope, key, at]);
  }

  async finish(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.manager.query(
      `UPDATE idempotency_keys SET answer_status = $3, answer_body = $4 WHERE scope = $1 AND key = $2 AND answer_status IS NULL`,
      [scope, key, answer.status, answer.body],
    );
  }

  async abandon(scope: string, key: string): Promise<void> {
    await this.manager.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND answer_status IS NULL`, [scope, key]);
  }
}

const decode = rowDecoder<IdempotencyRecord>('idempotency key', {
  scope: text,
  key: text,
  requestHash: text,
  answer: (row) => {
    const status = row.nullableCount('answer_status');
    return status === null ? null : { status, body: row.text('answer_body') };
  },
  createdAt: instant,
});

export function createIdempotencyStore(database: Pick<Database, 'dataSource'>): IdempotencyStore {
  return translateFaults(new TypeOrmIdempotencyStore(database.dataSource.manager));
}
