import { CalendarDate, REFRESHED, WORKER_REQUEST_STATUSES, WORKER_REQUEST_TYPES, WorkerRequest, WorkerRequestCounts, WorkerRequestRepository, WorkerRequestStatus } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { RowReader } from '../schema/row-reader';
import { queryRows, statusIn } from './sql-rows';

const COLUMNS = `id::text AS id, company_id::text AS company_id, user_id::text AS user_id, external_id, type, message, status,
  due_on::text AS due_on, decline_reason, created_at, resolved_at`;
const ORDER = `ORDER BY (status = 'pending') DESC, due_on, created_at, id`;

function decode(value: unknown): WorkerRequest {
  const row = RowReader.of(value, 'worker_request');
  return {
    id: row.text('id'), companyId: row.text('company_id'), userId: row.nullableText('user_id'), externalId: row.nullableText('external_id'),
    type: row.oneOf('type', WORKER_REQUEST_TYPES), message: row.nullableText('message'), status: row.oneOf('status', WORKER_REQUEST_STATUSES),
    dueOn: row.text('due_on'), declineReason: row.nullableText('decline_reason'), createdAt: row.instant('created_at'), resolvedAt: row.nullableInstant('resolved_at'),
  };
}

export class TypeOrmWorkerRequestRepository implements WorkerRequestRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The user row is locked first, so two asks of one user take turns and the second finds the first. */
  async create(request: WorkerRequest): Promise<{ request: WorkerRequest; created: boolean }> {
    await this.manager.query(`SELECT 1 FROM users WHERE id = $1 AND company_id = $2 FOR UPDATE`, [request.userId, request.companyId]);
    const [pending] = await queryRows<unknown>(
      this.manager,
      `SELECT ${COLUMNS} FROM worker_requests WHERE user_id = $1 AND company_id = $2 AND type = $3 AND status = 'pending'`,
      [request.userId, request.companyId, request.type],
    );
    if (pending) return { request: decode(pending), created: false };
    await this.manager.query(
      `INSERT INTO worker_requests (id, company_id, user_id, external_id, type, message, status, due_on, decline_reason, created_at, resolved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11)`,
      [request.id, request.companyId, request.userId, request.externalId, request.type, request.message, request.status, request.dueOn,
        request.declineReason, request.createdAt, request.resolvedAt],
    );
    if (request.type === 'deletion') await this.block(request);
    return { request, created: true };
  }

  /** Blocks the user, and ends its accounts' refresh: jobs first, then the rows (the order a job worker takes them in). */
  private async block(request: WorkerRequest): Promise<void> {
    await this.manager.query(`UPDATE users SET blocked_at = $3 WHERE id = $1 AND company_id = $2`, [request.userId, request.companyId, request.createdAt]);
    await this.manager.query(
      `DELETE FROM jobs WHERE company_id = $2 AND status IN ('queued', 'running') AND account_id IN (SELECT id FROM accounts WHERE user_id = $1 AND company_id = $2)`,
      [request.userId, request.companyId],
    );
    await this.manager.query(`UPDATE accounts SET next_refresh_at = NULL WHERE user_id = $1 AND company_id = $2`, [request.userId, request.companyId]);
  }

  async find(companyId: string, requestId: string): Promise<WorkerRequest | null> {
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${COLUMNS} FROM worker_requests WHERE id = $1 AND company_id = $2`, [requestId, companyId]);
    return row ? decode(row) : null;
  }

  async list(companyId: string, status: WorkerRequestStatus | null): Promise<WorkerRequest[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT ${COLUMNS} FROM worker_requests WHERE company_id = $1 AND ($2::text IS NULL OR status = $2) ${ORDER}`,
      [companyId, status],
    );
    return rows.map(decode);
  }

  async countPending(companyId: string, today: CalendarDate): Promise<WorkerRequestCounts> {
    const [row] = await queryRows<unknown>(
      this.manager,
      `SELECT count(*)::int AS pending, (count(*) FILTER (WHERE due_on < $2::date))::int AS overdue
         FROM worker_requests WHERE company_id = $1 AND status = 'pending'`,
      [companyId, today],
    );
    const counts = RowReader.of(row, 'worker_request_counts');
    return { pending: counts.count('pending'), overdue: counts.count('overdue') };
  }

  async listForUser(companyId: string, userId: string): Promise<WorkerRequest[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT ${COLUMNS} FROM worker_requests WHERE company_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC`,
      [companyId, userId],
    );
    return rows.map(decode);
  }

  /** A declined deletion unblocks its user; its connected accounts with refresh on are due at once. */
  async decline(companyId: string, requestId: string, reason: string, at: Date): Promise<WorkerRequest | null> {
    const [row] = await queryRows<unknown>(
      this.manager,
      `UPDATE worker_requests SET status = 'declined', decline_reason = $3, resolved_at = $4
        WHERE id = $1 AND company_id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
      [requestId, companyId, reason, at],
    );
    if (!row) return null;
    const declined = decode(row);
    if (declined.type === 'deletion' && declined.userId !== null) {
      await this.manager.query(`UPDATE users SET blocked_at = NULL WHERE id = $1 AND company_id = $2`, [declined.userId, companyId]);
      await this.manager.query(
        // implements refreshesOnCadence (account-lifecycle.ts)
        `UPDATE accounts SET next_refresh_at = $3 WHERE user_id = $1 AND company_id = $2 AND refresh_enabled AND ${statusIn(REFRESHED)}`,
        [declined.userId, companyId, at],
      );
    }
    return declined;
  }

  async complete(companyId: string, requestId: string, at: Date): Promise<WorkerRequest | null> {
    const [row] = await queryRows<unknown>(
      this.manager,
      `UPDATE worker_requests SET status = 'completed', resolved_at = $3 WHERE id = $1 AND company_id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
      [requestId, companyId, at],
    );
    return row ? decode(row) : null;
  }
}
