import type { Webhook } from '../api/console-schemas';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { TableWrap } from '../ui/table-wrap';
import { RelativeTime } from '../ui/relative-time';

const events = (webhook: Webhook) => (webhook.events === null ? 'All events' : webhook.events.join(', '));

/** Webhooks with their state in words; each name opens its page (deliveries, test, resend). */
export function WebhookTable({ caption, webhooks }: { readonly caption: string; readonly webhooks: readonly Webhook[] }) {
  return (
    <TableWrap>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">URL</th>
            <th scope="col">Events</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((webhook) => (
            <tr key={webhook.webhook_id}>
              <th scope="row">
                <Link href={pathTo.webhook(webhook.webhook_id)}>{webhook.name || webhook.webhook_id}</Link>
              </th>
              <td class="trunc" title={webhook.url}>
                {webhook.url}
              </td>
              <td class="trunc" title={events(webhook)}>
                {events(webhook)}
              </td>
              <td>
                <span class={webhook.is_active ? 'badge badge-good' : 'badge badge-bad'}>{webhook.is_active ? 'Active' : 'Turned off'}</span>
              </td>
              <td><RelativeTime iso={webhook.created_at} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
