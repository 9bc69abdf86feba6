import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { ApiKeyKind, ApiKeyListing } from '../api/console-schemas';
import { ApiKeyTable } from '../api-keys/api-key-table';
import { useSession } from '../app/session-context';
import { CreatePanel, NewButton, PageHead } from '../ui/create-panel';
import { PageHeading } from '../ui/page-heading';
import { SecretOnce } from '../ui/secret-once';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';
import { useResource } from '../ui/use-resource';

export function ApiKeysPage() {
  const { client } = useSession();
  const list = useResource(() => unwrap(client.GET('/console/api/api-keys')), 'api-keys');
  const action = useAction();
  const [kind, setKind] = useState<ApiKeyKind>('private');
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [creating, setCreating] = useState(false);
  const create = async (event: Event) => {
    event.preventDefault();
    const created = await action.run(() => unwrap(client.POST('/console/api/api-keys', { body: { kind } })), (key) => `A ${key.kind} key ${key.prefix}… was created.`);
    if (!created) return;
    setCreating(false);
    setSecret({ label: `The new ${created.kind} key`, value: created.api_key });
    list.reload();
  };
  const revoke = async (key: ApiKeyListing) => {
    if (await action.run(() => unwrap(client.POST('/console/api/api-keys/{key_id}/revoke', { params: { path: { key_id: key.key_id } } })), `The key ${key.prefix}… was revoked.`)) list.reload();
  };
  const rotate = async (key: ApiKeyListing) => {
    const rotated = await action.run(
      () => unwrap(client.POST('/console/api/api-keys/{key_id}/rotate', { params: { path: { key_id: key.key_id } }, body: {} })),
      (answer) => `The key ${key.prefix}… was replaced by ${answer.key.prefix}….`,
    );
    if (!rotated) return;
    setSecret({ label: `The key replacing ${key.prefix}…`, value: rotated.api_key });
    list.reload();
  };
  return (
    <>
      <PageHead>
        <PageHeading title="API keys" />
        <NewButton label="New API key" controls="create-key" open={creating} onOpen={() => setCreating(true)} />
      </PageHead>
      {creating && (
        <CreatePanel id="create-key" title="Create a key" onCancel={() => setCreating(false)}>
          <form class="inline-form" onSubmit={create}>
          <label for="key-kind">Kind</label>
          <select id="key-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as ApiKeyKind)}>
            <option value="private">Private (server to server)</option>
            <option value="public">Public (the connect widget)</option>
          </select>
          <button type="submit" disabled={action.busy}>
            Create key
          </button>
          </form>
        </CreatePanel>
      )}
      {secret && <SecretOnce label={secret.label} secret={secret.value} onDismiss={() => setSecret(null)} />}
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error ?? list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && <ApiKeyTable keys={list.data.items} busy={action.busy} onRevoke={revoke} onRotate={rotate} />}
    </>
  );
}
