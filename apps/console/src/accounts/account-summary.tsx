import type { AccountDetail } from './account-detail';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { StatusBadge, WarningBadge } from '../ui/badge';
import { orDash, yesNo } from '../ui/format';
import { RelativeTime } from '../ui/relative-time';
import { CopyableId } from '../ui/copy-button';

/** The account's state with the API's explanation sentences, and its refresh schedule. */
export function AccountSummary({ detail }: { readonly detail: AccountDetail }) {
  const { account, explanation } = detail;
  return (
    <>
      <dl class="facts">
        <dt>Platform</dt>
        <dd>
          {account.platform} ({account.country})
        </dd>
        <dt>Identifier</dt>
        <dd>{account.identifier}</dd>
        <dt>User</dt>
        <dd>
          <Link href={pathTo.user(account.user_id)}>{detail.external_id ?? account.user_id}</Link>
        </dd>
        <dt>Account ID</dt>
        <dd><CopyableId value={account.account_id} label="account ID" /></dd>
        <dt>Last successful connection</dt>
        <dd>{orDash(account.last_successful_connection)}</dd>
      </dl>
      <section aria-labelledby="state-title">
        <h2 id="state-title">State</h2>
        <dl class="facts">
          <dt>Status</dt>
          <dd data-testid="account-status">
            <StatusBadge status={account.status} warning={account.warning} /> {explanation.status}
          </dd>
          <dt>Status details</dt>
          <dd data-testid="account-status-details">
            {account.status_details ? (
              <>
                <code>{account.status_details}</code> — {orDash(explanation.status_details)}
              </>
            ) : (
              'None'
            )}
          </dd>
          <dt>Warning</dt>
          <dd data-testid="account-warning">
            {account.warning ? (
              <>
                <WarningBadge warning={account.warning} /> {orDash(explanation.warning)}
              </>
            ) : (
              'None'
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="refresh-title">
        <h2 id="refresh-title">Refresh</h2>
        <dl class="facts">
          <dt>Refreshed on the cadence</dt>
          <dd data-testid="refresh-enabled">{yesNo(account.refresh_enabled)}</dd>
          <dt>Last refreshed</dt>
          <dd><RelativeTime iso={account.last_refreshed_at} /></dd>
          <dt>Next refresh</dt>
          <dd><RelativeTime iso={account.next_refresh_at} none="None planned" /></dd>
        </dl>
      </section>
    </>
  );
}
