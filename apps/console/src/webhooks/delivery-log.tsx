import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { orDash } from '../ui/format';
import { Pager } from '../ui/pager';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';
import { DeliveryBadge } from '../ui/badge';
import { RowMenu } from '../ui/row-menu';
import { TableWrap } from '../ui/table-wrap';
import { DeliveryDetails } from './delivery-details';
import { RelativeTime } from '../ui/relative-time';

const PER_PAGE = 20;

/**
 * The webhook's deliveries, newest first, each with Resend for admins. A row's id is a disclosure button that
 * opens a row under it with the payload and every attempt. `round` reloads it (after a test event).
 */
export function DeliveryLog({ webhookId, round }: { readonly webhookId: string; readonly round: number }) {
  const { client, isAdmin } = useSession();
  const [page, setPage] = useState(1);
  const log = useResource(() => unwrap(client.v1.GET('/v1/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhookId }, query: { page, items_per_page: PER_PAGE } } })), `${webhookId}|${page}`);
  useEffect(() => {
    if (round > 0) log.reload();
  }, [round]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (deliveryId: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(deliveryId)) next.add(deliveryId);
      return next;
    });
  const columns = isAdmin ? 8 : 7;
  const action = useAction();
  const resend = async (deliveryId: string) => {
    if (await action.run(() => unwrap(client.v1.POST('/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/resend', { params: { path: { webhook_id: webhookId, delivery_id: deliveryId } } })), `Delivery ${deliveryId} queued again.`)) log.reload();
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
                {data.deliveries.map((delivery) => {
                  const expanded = open.has(delivery.delivery_id);
                  const detailId = `delivery-${delivery.delivery_id}-details`;
                  return (
                    <Fragment key={delivery.delivery_id}>
                      <tr>
                        <th scope="row" title={delivery.delivery_id}>
                          <button
                            type="button"
                            class="disclosure"
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailId : undefined}
                            aria-label={`Details of delivery ${delivery.delivery_id}`}
                            onClick={() => toggle(delivery.delivery_id)}
                          >
                            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> <code>{delivery.delivery_id.slice(0, 8)}</code>
                          </button>
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
                        <td><RelativeTime iso={delivery.last_attempt_at} /></td>
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
                      {expanded && (
                        <tr id={detailId} class="delivery-detail-row">
                          <td colSpan={columns}>
                            <DeliveryDetails webhookId={webhookId} deliveryId={delivery.delivery_id} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
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
