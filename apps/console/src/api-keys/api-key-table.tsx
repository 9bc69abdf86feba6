import type { ApiKeyListing } from '../api/console-schemas';
import { ConfirmButton } from '../ui/confirm-button';
import { formatDateTime } from '../ui/format';
import { RowMenu } from '../ui/row-menu';
import { DataTable } from '../ui/data-table';
import { RelativeTime } from '../ui/relative-time';

interface ApiKeyTableProps {
  readonly keys: readonly ApiKeyListing[];
  readonly busy: boolean;
  readonly onRevoke: (key: ApiKeyListing) => void;
  readonly onRotate: (key: ApiKeyListing) => void;
}

/** A rotated key keeps working until its `revoked_at`, in the future during the grace period. */
const stateOf = (key: ApiKeyListing, now: number): 'active' | 'expiring' | 'revoked' =>
  key.revoked_at === null ? 'active' : Date.parse(key.revoked_at) > now ? 'expiring' : 'revoked';

/**
 * The company's keys by prefix (the whole key is never stored); revoke and rotate ask first, from the row's
 * Actions menu. One card per key on phones (`table.cards`).
 */
export function ApiKeyTable({ keys, busy, onRevoke, onRotate }: ApiKeyTableProps) {
  const now = Date.now();
  return (
    <DataTable caption="API keys, newest first" columns={['Prefix', 'Kind', 'Created', 'Last used', 'Revoked', 'Actions']} testId="api-keys-table" cards>
      {keys.map((key) => {
        const state = stateOf(key, now);
        return (
          <tr key={key.key_id}>
            <th scope="row" data-label="Prefix">
              <code>{key.prefix}…</code>
            </th>
            <td data-label="Kind">{key.kind}</td>
            <td data-label="Created"><RelativeTime iso={key.created_at} /></td>
            <td data-label="Last used"><RelativeTime iso={key.last_used_at} none="Never" /></td>
            <td data-label="Revoked" class="wrap">
              {state === 'active' ? 'No' : state === 'expiring' ? `Stops working ${formatDateTime(key.revoked_at)}` : formatDateTime(key.revoked_at)}
            </td>
            <td data-label="Actions">
              {state === 'revoked' ? (
                '—'
              ) : (
                <RowMenu label={`Actions for ${key.prefix}`}>
                  {state === 'active' && (
                    <ConfirmButton label="Rotate" name={`Rotate (${key.prefix})`} question={`Rotate the key ${key.prefix}…?`} confirmLabel="Rotate" disabled={busy} onConfirm={() => onRotate(key)}>
                      <p>A new key replaces it; the old one keeps working for 24 hours, then stops.</p>
                    </ConfirmButton>
                  )}
                  <ConfirmButton label="Revoke" name={`Revoke (${key.prefix})`} question={`Revoke the key ${key.prefix}…?`} confirmLabel="Revoke" danger disabled={busy} onConfirm={() => onRevoke(key)}>
                    <p>Requests with this key are refused at once. This cannot be undone.</p>
                  </ConfirmButton>
                </RowMenu>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
