import { unwrap } from '../api/console-client';
import type { AccountDetail } from './account-detail';
import { useSession } from '../app/session-context';
import { ConfirmButton } from '../ui/confirm-button';
import { ErrorMessage, StatusMessage } from '../ui/status';
import { useAction } from '../ui/use-action';

interface AccountActionsProps {
  readonly detail: AccountDetail;
  readonly onChanged: () => void;
  readonly onDeleted: () => void;
}

/** Admins only: refresh now, turn the cadence off or on, delete (asked first). */
export function AccountActions({ detail, onChanged, onDeleted }: AccountActionsProps) {
  const { client } = useSession();
  const action = useAction();
  const params = { path: { account_id: detail.account.account_id } };
  const enabled = detail.account.refresh_enabled;
  const refreshNow = async () => {
    if (await action.run(() => unwrap(client.v1.POST('/v1/accounts/{account_id}/refresh', { params })), (account) => `Refresh requested: the account is ${account.status}.`)) onChanged();
  };
  const toggle = async () => {
    const done = enabled ? 'Refresh on the cadence turned off.' : 'Refresh on the cadence turned on.';
    if (await action.run(() => unwrap(client.v1.PATCH('/v1/accounts/{account_id}', { params, body: { refresh_enabled: !enabled } })), done)) onChanged();
  };
  const remove = async () => {
    if (await action.run(() => unwrap(client.v1.DELETE('/v1/accounts/{account_id}', { params })), 'Account deleted.')) onDeleted();
  };
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      <div class="actions">
        <button type="button" disabled={action.busy} onClick={refreshNow}>
          Refresh now
        </button>
        <button type="button" class="secondary" disabled={action.busy} onClick={toggle}>
          {enabled ? 'Turn refresh off' : 'Turn refresh on'}
        </button>
        <ConfirmButton label="Delete account" question="Delete this account?" confirmLabel="Delete" danger disabled={action.busy} onConfirm={remove}>
          <p>Its earnings, profile and employment data are deleted too. This cannot be undone.</p>
        </ConfirmButton>
      </div>
      <StatusMessage text={action.status} />
      <ErrorMessage error={action.error} />
    </section>
  );
}
