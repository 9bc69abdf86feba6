import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { orDash, yesNo } from '../ui/format';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { DeliveryLog } from '../webhooks/delivery-log';
import { WebhookAdmin } from '../webhooks/webhook-admin';
import { RelativeTime } from '../ui/relative-time';
import { CopyableId } from '../ui/copy-button';

export function WebhookPage({ id }: { readonly id: string }) {
  const { client, isAdmin } = useSession();
  const found = useResource(() => unwrap(client.v1.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: id } } })), id);
  const [round, setRound] = useState(0);
  const [deleted, setDeleted] = useState(false);
  const webhook = found.data;
  const reloadLogSoon = () => {
    setRound((n) => n + 1);
    setTimeout(() => setRound((n) => n + 1), 1500);
  };
  const back = (
    <p>
      <Link href={pathTo.webhooks()}>Back to the webhooks</Link>
    </p>
  );
  if (deleted) {
    return (
      <>
        <PageHeading title="Webhook" />
        <StatusMessage text="Webhook deleted." />
        {back}
      </>
    );
  }
  return (
    <>
      <PageHeading title="Webhook" />
      <ErrorMessage error={found.error} />
      {found.loading && !found.data && <Loading />}
      {found.error !== null && back}
      {webhook && (
        <>
          <dl class="facts">
            <dt>Name</dt>
            <dd>{orDash(webhook.name)}</dd>
            <dt>Webhook ID</dt>
            <dd><CopyableId value={webhook.webhook_id} label="webhook ID" /></dd>
            <dt>URL</dt>
            <dd class="wrap">{webhook.url}</dd>
            <dt>Events</dt>
            <dd>{webhook.events === null ? 'All events' : webhook.events.join(', ')}</dd>
            <dt>State</dt>
            <dd data-testid="webhook-state">{webhook.is_active ? 'Active' : 'Turned off'}</dd>
            <dt>Signed</dt>
            <dd>{yesNo(webhook.sign_request)}</dd>
            <dt>Created</dt>
            <dd><RelativeTime iso={webhook.created_at} /></dd>
          </dl>
          {isAdmin && <WebhookAdmin webhook={webhook} onChanged={found.reload} onTested={reloadLogSoon} onDeleted={() => setDeleted(true)} />}
          <DeliveryLog webhookId={webhook.webhook_id} round={round} />
        </>
      )}
    </>
  );
}
