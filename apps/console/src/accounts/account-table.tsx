import type { Account, DirectoryAccount } from '../api/console-schemas';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { StatusBadge, WarningBadge } from '../ui/badge';
import { orDash } from '../ui/format';
import { DataTable } from '../ui/data-table';
import { RelativeTime } from '../ui/relative-time';

interface AccountTableProps {
  readonly caption: string;
  readonly accounts: readonly (Account | DirectoryAccount)[];
  readonly showUser?: boolean;
}

/** Accounts with status and warning in words; each opens its page. */
export function AccountTable({ caption, accounts, showUser }: AccountTableProps) {
  return (
    <DataTable caption={caption} columns={['Account', 'Platform', 'Identifier', 'Status', 'Warning', showUser && 'User', 'Last connection', 'Created']} testId="accounts-table">
      {accounts.map((account) => (
        <tr key={account.account_id}>
          <th scope="row">
            <Link href={pathTo.account(account.account_id)} aria-label={`Account ${account.account_id}`}>
              {account.account_id.slice(0, 8)}
            </Link>
          </th>
          <td>{account.platform}</td>
          <td class="trunc" title={account.identifier}>
            {account.identifier}
          </td>
          <td class="badge-cell">
            <StatusBadge status={account.status} warning={account.warning} />
          </td>
          <td class="badge-cell">
            <WarningBadge warning={account.warning} />
          </td>
          {showUser && (
            <td class="trunc">
              <Link href={pathTo.user(account.user_id)}>{('external_id' in account && account.external_id) || account.user_id.slice(0, 8)}</Link>
            </td>
          )}
          <td>{orDash(account.last_successful_connection)}</td>
          <td><RelativeTime iso={account.created_at} /></td>
        </tr>
      ))}
    </DataTable>
  );
}
