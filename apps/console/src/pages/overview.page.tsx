import { unwrap } from '../api/console-client';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, isAccountStatus, isAccountWarning } from '../api/public-values';
import { accountFiltersQuery } from '../accounts/account-filters';
import { useSession } from '../app/session-context';
import { ConnectionsChart } from '../overview/connections-chart';
import { CountTable } from '../overview/count-table';
import { KpiCards } from '../overview/kpi-cards';
import { statusLabel, warningLabel } from '../ui/badge';
import { Link } from '../router/link';
import { pathTo } from '../router/routes';
import { PageHeading } from '../ui/page-heading';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import { WebhookTable } from '../webhooks/webhook-table';

export function OverviewPage() {
  const { client } = useSession();
  const overview = useResource(() => unwrap(client.GET('/console/api/overview')), 'overview');
  const data = overview.data;
  return (
    <>
      <PageHeading title="Overview" />
      <ErrorMessage error={overview.error} />
      {!data ? (
        overview.loading && <Loading />
      ) : (
        <>
          <KpiCards data={data} />
          <p class="total">
            Accounts in total:{' '}
            <Link href={pathTo.accounts()} data-testid="total-accounts">
              {data.total_accounts}
            </Link>
          </p>
          <div class="columns">
            <CountTable
              caption="Accounts by status"
              heading="Status"
              kind="status"
              keys={ACCOUNT_STATUSES}
              counts={data.accounts_by_status}
              hrefOf={(status) => pathTo.accounts(accountFiltersQuery({ status }))}
              labelOf={(status) => (isAccountStatus(status) ? statusLabel(status) : status)}
            />
            <CountTable
              caption="Accounts by warning"
              heading="Warning"
              kind="warning"
              keys={ACCOUNT_WARNINGS}
              counts={data.accounts_by_warning}
              hrefOf={(warning) => pathTo.accounts(accountFiltersQuery({ warning }))}
              labelOf={(warning) => (isAccountWarning(warning) ? warningLabel(warning) : warning)}
            />
          </div>
          <ConnectionsChart days={data.connections_per_day} />
          <section aria-labelledby="failing-title">
            <h2 id="failing-title">Failing webhooks</h2>
            {data.failing_webhooks.length === 0 ? (
              <p>No webhook is failing or turned off.</p>
            ) : (
              <WebhookTable caption="Webhooks failing or turned off" webhooks={data.failing_webhooks} />
            )}
          </section>
        </>
      )}
    </>
  );
}
