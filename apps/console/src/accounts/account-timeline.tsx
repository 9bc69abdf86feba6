import type { TimelineEntry } from '../api/console-schemas';
import { statusLabel, warningLabel } from '../ui/badge';
import { orDash } from '../ui/format';
import { RelativeTime } from '../ui/relative-time';

/** What happened to the account, oldest first, with what each webhook delivery of it did. */
export function AccountTimeline({ entries }: { readonly entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p>No event was recorded for this account yet.</p>;
  return (
    <ol class="timeline" data-testid="account-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.occurred_at}-${index}`}>
          <p>
            <strong>{entry.action}</strong> <RelativeTime iso={entry.occurred_at} />
          </p>
          <p class="muted">
            Status: {entry.status ? statusLabel(entry.status) : '—'}; details {orDash(entry.status_details)}; warning: {entry.warning ? warningLabel(entry.warning) : 'none'}
          </p>
          {entry.deliveries.length === 0 ? (
            <p class="muted">No webhook delivery.</p>
          ) : (
            <ul>
              {entry.deliveries.map((delivery) => (
                <li key={delivery.webhook_id}>
                  Webhook {delivery.webhook_name || delivery.webhook_id}: {delivery.status}, {delivery.attempts}{' '}
                  {delivery.attempts === 1 ? 'attempt' : 'attempts'}, last HTTP status {orDash(delivery.last_http_status)}, last attempt{' '}
                  <RelativeTime iso={delivery.last_attempt_at} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
