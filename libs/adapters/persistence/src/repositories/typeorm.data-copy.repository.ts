import { DATA_COPY_STATUSES, DataCopy, DataCopyRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { DataCopies1763700000030 } from '../migrations/1763700000030-data-copies.migration';
import type { TypeOrmResource } from './typeorm-resource';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

const COLUMNS = `id::text AS id, company_id::text AS company_id, user_id::text AS user_id, status, created_at, ready_at, expires_at`;

function decode(value: unknown): DataCopy {
  const row = RowReader.of(value, 'data_copy');
  return {
    id: row.text('id'), companyId: row.text('company_id'), userId: row.text('user_id'), status: row.oneOf('status', DATA_COPY_STATUSES),
    createdAt: row.instant('created_at'), readyAt: row.nullableInstant('ready_at'), expiresAt: row.instant('expires_at'),
  };
}

export class TypeOrmDataCopyRepository implements DataCopyRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(copy: DataCopy): Promise<void> {
    await this.manager.query(
      `INSERT INTO data_copies (id, company_id, user_id, status, sealed_json, created_at, ready_at, expires_at) VALUES ($1, $2, $3, $4, NULL, $5, $6, $7)`,
      [copy.id, copy.companyId, copy.userId, copy.status, copy.createdAt, copy.readyAt, copy.expiresAt],
    );
  }

  async findForUser(companyId: string, userId: string, copyId: string, now: Date) {
    const [row] = await queryRows<{ sealed_json: string | null }>(
      this.manager,
      `SELECT ${COLUMNS}, sealed_json FROM data_copies WHERE id = $1 AND company_id = $2 AND user_id = $3 AND expires_at > $4`,
      [copyId, companyId, userId, now],
    );
    return row ? { copy: decode(row), sealedJson: row.sealed_json } : null;
  }

  async find(copyId: string): Promise<DataCopy | null> {
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${COLUMNS} FROM data_copies WHERE id = $1`, [copyId]);
    return row ? decode(row) : null;
  }

  async complete(copyId: string, sealedJson: string, readyAt: Date): Promise<boolean> {
    const rows = await queryRows<unknown>(
      this.manager,
      `UPDATE data_copies SET status = 'ready', sealed_json = $2, ready_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [copyId, sealedJson, readyAt],
    );
    return rows.length > 0;
  }

  async fail(copyId: string): Promise<boolean> {
    const rows = await queryRows<unknown>(this.manager, `UPDATE data_copies SET status = 'failed' WHERE id = $1 AND status = 'pending' RETURNING id`, [copyId]);
    return rows.length > 0;
  }

}

export const dataCopiesTypeOrm = {
  repositories: (manager: EntityManager) => ({ dataCopies: new TypeOrmDataCopyRepository(manager) }),
  migrations: [DataCopies1763700000030],
} satisfies TypeOrmResource;
