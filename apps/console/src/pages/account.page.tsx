import { useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { AccountActions } from '../accounts/account-actions';
import type { AccountDetail } from '../accounts/account-detail';
import { AccountSummary } from '../accounts/account-summary';
import { AccountTimeline } from '../accounts/account-timeline';
import { useSession } from '../app/session-context';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { useResource } from '../ui/use-resource';

export function AccountPage({ id }: { readonly id: string }) {
  const { client, isAdmin } = useSession();
  const params = { path: { account_id: id } };
  const detail = useResource(async (): Promise<AccountDetail> => {
    const [account, explanation] = await Promise.all([unwrap(client.v1.GET('/v1/accounts/{account_id}', { params })), unwrap(client.GET('/console/api/accounts/{account_id}/explanation', { params }))]);
    const user = await unwrap(client.v1.GET('/v1/users/{user_id}', { params: { path: { user_id: account.user_id } } }));
    return { account, external_id: user.external_id, explanation };
  }, id);
  const timeline = useResource(() => unwrap(client.GET('/console/api/accounts/{account_id}/timeline', { params })), id);
  const [deleted, setDeleted] = useState(false);
  const reload = () => {
    detail.reload();
    timeline.reload();
  };
  if (deleted) {
    return (
      <>
        <PageHeading title="Account" />
        <StatusMessage text="Account deleted." />
        <p>
          <Link href={pathTo.accounts()}>Back to the accounts</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeading title="Account" />
      <ErrorMessage error={detail.error} />
      {detail.loading && !detail.data && <Loading />}
      {detail.data && (
        <>
          <AccountSummary detail={detail.data} />
          {isAdmin && <AccountActions detail={detail.data} onChanged={reload} onDeleted={() => setDeleted(true)} />}
        </>
      )}
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ErrorMessage error={timeline.error} />
        {timeline.data && <AccountTimeline entries={timeline.data.entries} />}
      </section>
    </>
  );
}
