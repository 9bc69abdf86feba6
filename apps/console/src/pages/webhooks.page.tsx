import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { WebhookInput } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { CreatePanel, NewButton, PageHead } from '../ui/create-panel';
import { PageHeading } from '../ui/page-heading';
import { SecretOnce } from '../ui/secret-once';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';
import { WebhookForm } from '../webhooks/webhook-form';
import { WebhookTable } from '../webhooks/webhook-table';

export function WebhooksPage() {
  const { client, isAdmin } = useSession();
  const list = useResource(() => unwrap(client.v1.GET('/v1/webhooks')), 'webhooks');
  const action = useAction();
  const [secret, setSecret] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const create = async (input: WebhookInput) => {
    const created = await action.run(() => unwrap(client.v1.POST('/v1/webhooks', { body: input })), (webhook) => `Webhook ${webhook.name || webhook.url} created.`);
    if (!created) return;
    setSecret(created.private_key);
    setCreating(false);
    list.reload();
  };
  return (
    <>
      <PageHead>
        <PageHeading title="Webhooks" />
        {isAdmin && <NewButton label="New webhook" controls="create-webhook" open={creating} onOpen={() => setCreating(true)} />}
      </PageHead>
      {secret && <SecretOnce label="The new webhook's signing secret" secret={secret} onDismiss={() => setSecret(null)} />}
      <StatusMessage text={action.status} />
      {isAdmin && creating && (
        <CreatePanel id="create-webhook" title="Create a webhook" onCancel={() => setCreating(false)}>
          <WebhookForm idPrefix="new-webhook" submitLabel="Create webhook" busy={action.busy} onSubmit={create} />
          <ErrorMessage error={action.error} />
        </CreatePanel>
      )}
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data &&
        (list.data.webhooks.length === 0 ? <p>No webhook yet.</p> : <WebhookTable caption="Webhooks, oldest first" webhooks={list.data.webhooks} />)}
    </>
  );
}
