import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { WebhookInput } from '../api/console-schemas';
import { useSession } from '../app/session-context';
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
  const [formKey, setFormKey] = useState(0);
  const create = async (input: WebhookInput) => {
    const created = await action.run(() => unwrap(client.v1.POST('/v1/webhooks', { body: input })), (webhook) => `Webhook ${webhook.name || webhook.url} created.`);
    if (!created) return;
    setSecret(created.private_key);
    setFormKey((n) => n + 1);
    list.reload();
  };
  return (
    <>
      <PageHeading title="Webhooks" />
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data &&
        (list.data.webhooks.length === 0 ? <p>No webhook yet.</p> : <WebhookTable caption="Webhooks, oldest first" webhooks={list.data.webhooks} />)}
      {isAdmin && (
        <section aria-labelledby="create-webhook-title">
          <h2 id="create-webhook-title">Create a webhook</h2>
          {secret && <SecretOnce label="The new webhook's signing secret" secret={secret} onDismiss={() => setSecret(null)} />}
          <WebhookForm key={formKey} idPrefix="new-webhook" submitLabel="Create webhook" busy={action.busy} onSubmit={create} />
          <StatusMessage text={action.status} />
          <ErrorMessage error={action.error} />
        </section>
      )}
    </>
  );
}
