import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { Webhook, WebhookInput } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { ConfirmButton } from '../ui/confirm-button';
import { SecretOnce } from '../ui/secret-once';
import { ErrorMessage, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { WebhookForm } from './webhook-form';

interface WebhookAdminProps {
  readonly webhook: Webhook;
  readonly onChanged: () => void;
  readonly onTested: () => void;
  readonly onDeleted: () => void;
}

/** Admins only: send a test event, edit, rotate the secret (shown once), delete. */
export function WebhookAdmin({ webhook, onChanged, onTested, onDeleted }: WebhookAdminProps) {
  const { client } = useSession();
  const action = useAction();
  const [secret, setSecret] = useState<string | null>(null);
  const params = { path: { webhook_id: webhook.webhook_id } };
  const test = async () => {
    if (await action.run(() => unwrap(client.v1.POST('/v1/webhooks/{webhook_id}/test', { params })), (queued) => `Test event queued (${queued.deliveries} delivery).`)) onTested();
  };
  const save = async (input: WebhookInput) => {
    if (await action.run(() => unwrap(client.v1.PUT('/v1/webhooks/{webhook_id}', { params, body: input })), 'Webhook saved.')) onChanged();
  };
  const rotate = async () => {
    const rotated = await action.run(() => unwrap(client.v1.POST('/v1/webhooks/{webhook_id}/rotate-secret', { params })), 'Signing secret rotated.');
    if (rotated) setSecret(rotated.private_key);
  };
  const remove = async () => {
    if (await action.run(() => unwrap(client.v1.DELETE('/v1/webhooks/{webhook_id}', { params })), 'Webhook deleted.')) onDeleted();
  };
  return (
    <>
      <section aria-labelledby="webhook-actions-title">
        <h2 id="webhook-actions-title">Actions</h2>
        <div class="actions">
          <button type="button" disabled={action.busy} onClick={test}>
            Send test event
          </button>
          <ConfirmButton label="Rotate secret" question="Rotate the signing secret?" confirmLabel="Rotate" disabled={action.busy} onConfirm={rotate}>
            <p>Deliveries are signed with the new secret from now on: update your receiver.</p>
          </ConfirmButton>
          <ConfirmButton label="Delete webhook" question="Delete this webhook?" confirmLabel="Delete" danger disabled={action.busy} onConfirm={remove}>
            <p>No more events are delivered to {webhook.url}. This cannot be undone.</p>
          </ConfirmButton>
        </div>
        {secret && <SecretOnce label="The new signing secret" secret={secret} onDismiss={() => setSecret(null)} />}
        <StatusMessage text={action.status} />
        <ErrorMessage error={action.error} />
      </section>
      <section aria-labelledby="edit-webhook-title">
        <h2 id="edit-webhook-title">Edit</h2>
        <WebhookForm key={webhook.webhook_id} idPrefix="edit-webhook" initial={webhook} submitLabel="Save webhook" busy={action.busy} onSubmit={save} />
      </section>
    </>
  );
}
