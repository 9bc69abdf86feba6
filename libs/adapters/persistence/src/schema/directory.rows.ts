import type { DailyConnections, DirectoryUser, TimelineDelivery, TimelineEntry } from '@gig/domain';
import { RowReader } from './row-reader';
import { decodeEvent } from './webhook.rows';

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export function decodeCount(value: unknown, key: string): number {
  return RowReader.of(value, 'count').count(key);
}

/** A `key, count` row of a GROUP BY, its key one of `keys`. */
export function decodeKeyedCount<K extends string>(value: unknown, keys: readonly K[]): [K, number] {
  const row = RowReader.of(value, 'count');
  return [row.oneOf('key', keys), row.count('count')];
}

export function decodeExternalId(value: unknown): string | null {
  return RowReader.of(value, 'account').nullableText('external_id');
}

export function decodeDailyConnections(value: unknown): DailyConnections {
  const row = RowReader.of(value, 'daily_connections');
  return { date: row.date('date'), created: row.count('created'), connected: row.count('connected') };
}

export function decodeDirectoryUser(value: unknown): DirectoryUser {
  const row = RowReader.of(value, 'user');
  return {
    user: { id: row.text('id'), companyId: row.text('company_id'), externalId: row.nullableText('external_id'), widgetId: row.nullableText('widget_id'), createdAt: row.instant('created_at') },
    accountsCount: row.count('accounts_count'),
  };
}

/** An event row with its deliveries as a JSON list built by PostgreSQL. */
export function decodeTimelineEntry(value: unknown): TimelineEntry {
  const deliveries = RowReader.of(value, 'timeline_entry').list('deliveries', (item): TimelineDelivery => ({
    webhookId: item.text('webhook_id'),
    webhookName: item.text('webhook_name'),
    status: item.oneOf('status', DELIVERY_STATUSES),
    attempts: item.count('attempts'),
    lastHttpStatus: item.nullableCount('last_http_status'),
    lastAttemptAt: item.nullableInstant('last_attempt_at'),
  }));
  return { event: decodeEvent(value), deliveries };
}
