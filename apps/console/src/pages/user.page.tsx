import { unwrap } from '../api/console-client';
import { AccountTable } from '../accounts/account-table';
import { UserDocumentsSection } from '../documents/user-documents-section';
import { useSession } from '../app/session-context';
import { useState } from 'preact/hooks';
import { type DateRange, latestDaysWithData } from '../earnings/date-range';
import { UserEarnings } from '../earnings/user-earnings';
import { UserReportsSection } from '../reports/user-reports-section';
import { orDash } from '../ui/format';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { RelativeTime } from '../ui/relative-time';
import { CopyableId } from '../ui/copy-button';

export function UserPage({ id }: { readonly id: string }) {
  const { client } = useSession();
  const detail = useResource(async () => {
    const params = { path: { user_id: id } };
    const [user, { accounts }] = await Promise.all([unwrap(client.v1.GET('/v1/users/{user_id}', { params })), unwrap(client.v1.GET('/v1/users/{user_id}/accounts', { params }))]);
    return { user, accounts };
  }, id);
  const user = detail.data?.user;
  return (
    <>
      <PageHeading title="User" />
      <ErrorMessage error={detail.error} />
      {detail.loading && <Loading />}
      {user && detail.data && (
        <>
          <dl class="facts">
            <dt>External ID</dt>
            <dd>{user.external_id ? <CopyableId value={user.external_id} label="external ID" /> : '—'}</dd>
            <dt>User ID</dt>
            <dd><CopyableId value={user.user_id} label="user ID" /></dd>
            <dt>Widget</dt>
            <dd>{orDash(user.widget_id)}</dd>
            <dt>Created</dt>
            <dd><RelativeTime iso={user.created_at} /></dd>
          </dl>
          <h2>Accounts</h2>
          {detail.data.accounts.length === 0 ? <p>This user has no accounts.</p> : <AccountTable caption="The user's accounts" accounts={detail.data.accounts} />}
          <UserActivity userId={user.user_id} defaultRange={latestDaysWithData(detail.data.accounts.map((account) => account.last_successful_connection ?? null), 90)} />
          <UserDocumentsSection userId={user.user_id} />
        </>
      )}
    </>
  );
}

/** The earnings chart and the report panel share the dates: the report window starts as the chart's. */
function UserActivity({ userId, defaultRange }: { readonly userId: string; readonly defaultRange: DateRange }) {
  const [range, setRange] = useState<DateRange>(defaultRange);
  return (
    <UserReportsSection userId={userId} chartRange={range}>
      <UserEarnings userId={userId} range={range} onRange={setRange} />
    </UserReportsSection>
  );
}
