import { type AccountTimeline, isUuid, type TimelineEntry } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeTimelineEntry } from '../schema/directory.rows';
import { EVENT_COLUMNS } from '../schema/webhook.rows';
import { queryRows } from './sql-rows';

/** The latest events through `webhook_events_account`, each with its deliveries through the (event_id, webhook_id) key. */
const TIMELINE_SQL = `
SELECT ${EVENT_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('webhook_id', w.id::text, 'webhook_name', w.name, 'status', d.status, 'attempts', d.attempts,
                                                   'last_http_status', d.last_http_status, 'last_attempt_at', d.last_attempt_at) ORDER BY d.id)
                   FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
                  WHERE d.event_id = e.id), '[]'::json) AS deliveries
  FROM (SELECT * FROM webhook_events WHERE company_id = $1 AND account_id = $2 ORDER BY seq DESC LIMIT $3) e
 ORDER BY e.seq`;

export class TypeOrmAccountTimeline implements AccountTimeline {
  constructor(private readonly manager: EntityManager) {}

  async list(companyId: string, accountId: string, limit: number): Promise<TimelineEntry[]> {
    if (!isUuid(accountId)) return [];
    const rows = await queryRows<unknown>(this.manager, TIMELINE_SQL, [companyId, accountId, limit]);
    return rows.map(decodeTimelineEntry);
  }
}
