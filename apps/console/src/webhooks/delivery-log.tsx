import { useEffect, useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { formatDateTime, orDash } from '../ui/format';
import { Pager } from '../ui/pager';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';
import { DeliveryBadge } from '../ui/badge';
import { RowMenu } from '../ui/row-menu';
import { TableWrap } from '../ui/table-wrap';

const PER_PAGE = 20;

/** The webhook's deliveries, newest first, each with Resend for admins. `round` reloads it (after a test event). */
export function DeliveryLog({ webhookId, round }: { readonly webhookId: string; readonly round: number }) {
  const { client, isAdmin } = useSession();
  const [page, setPage] = useState(1);
  const log = useResource(() => unwrap(client.GET('/console/api/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhookId }, query: { page, items_per_page: PER_PAGE } } })), `${webhookId}|${page}`);
  useEffect(() => {
    if (round > 0) log.reload();
  }, [round]);
  const action = useAction();
  const resend = async (deliveryId: string) => {
    if (await action.run(() => unwrap(client.POST('/console/api/webhooks/{webhook_id}/deliveries/{delivery_id}/resend', { params: { path: { webhook_id: webhookId, delivery_id: deliveryId } } })), `Delivery ${deliveryId} queued again.`)) log.reload();
  };
  const data = log.data;
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      <button type="button" class="secondary" onClick={log.reload} disabled={log.loading}>
        Reload deliveries
      </button>
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error ?? log.error} />
      {log.loading && !data && <Loading />}
      {data && (
        <>
          <TableWrap>
            <table data-testid="deliveries-table">
              <caption>Deliveries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Delivery</th>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col" class="num">Attempts</th>
                  <th scope="col" class="num">HTTP status</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Last attempt</th>
                  {isAdmin && <th scope="col">Action</th>}
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((delivery) => (
                  <tr key={delivery.delivery_id}>
                    <th scope="row" class="trunc" title={delivery.delivery_id}>
                      <code>{delivery.delivery_id.slice(0, 8)}</code>
                    </th>
                    <td>{delivery.webhook_action}</td>
                    <td>
                      <DeliveryBadge status={delivery.status} />
                    </td>
                    <td class="num">{delivery.attempts}</td>
                    <td class="num">{orDash(delivery.last_http_status)}</td>
                    <td class="trunc" title={delivery.last_error ?? undefined}>
                      {orDash(delivery.last_error)}
                    </td>
                    <td>{formatDateTime(delivery.last_attempt_at)}</td>
                    {isAdmin && (
                      <td>
                        <RowMenu label={`Actions for delivery ${delivery.delivery_id}`}>
                          <button type="button" class="secondary" disabled={action.busy} onClick={() => resend(delivery.delivery_id)} aria-label={`Resend delivery ${delivery.delivery_id}`}>
                            Resend
                          </button>
                        </RowMenu>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {data.deliveries.length === 0 && <p>No delivery yet.</p>}
          <Pager label="Deliveries" page={data.pagination.page} itemsPerPage={data.pagination.items_per_page} total={data.pagination.total_items} onPage={setPage} />
        </>
      )}
    </section>
  );
}
