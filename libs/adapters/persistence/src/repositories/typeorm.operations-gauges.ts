import type { OperationsGauges, OperationsSnapshot } from '@gig/domain';
import { REFRESHED } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { queryRows, statusIn } from './sql-rows';

const ageMs = (column: string) => `coalesce(extract(epoch FROM $1::timestamptz - min(${column})) * 1000, 0)::float8`;

/**
 * One statement for a metrics scrape. Each part walks a partial index (`jobs` by status and due time, the refresh
 * plan `(next_refresh_at, id)`, `webhook_deliveries_due`), so its cost follows the backlog, not the tables.
 */
const SNAPSHOT_SQL = `
SELECT
  (SELECT count(*)::int FROM jobs WHERE status = 'queued' AND run_at <= $1::timestamptz) AS "jobsDue",
  (SELECT count(*)::int FROM jobs WHERE status = 'running') AS "jobsRunning",
  (SELECT ${ageMs('run_at')} FROM jobs WHERE status = 'queued' AND run_at <= $1::timestamptz) AS "oldestDueJobAgeMs",
  (SELECT ${ageMs('next_refresh_at')} FROM accounts
    WHERE -- implements isRefreshable (account-lifecycle.ts)
          next_refresh_at <= $1::timestamptz AND refresh_enabled AND ${statusIn(REFRESHED)}) AS "refreshLagMs",
  (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'pending') AS "webhookBacklog",
  (SELECT ${ageMs('next_attempt_at')} FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz) AS "oldestDueWebhookAgeMs"`;

export class TypeOrmOperationsGauges implements OperationsGauges {
  constructor(private readonly manager: EntityManager) {}

  async read(now: Date): Promise<OperationsSnapshot> {
    const [row] = await queryRows<OperationsSnapshot>(this.manager, SNAPSHOT_SQL, [now.toISOString()]);
    return row;
  }
}
