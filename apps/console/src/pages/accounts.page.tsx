import { unwrap } from '../api/console-client';
import { AccountFilterForm } from '../accounts/account-filter-form';
import { accountFiltersApiQuery, accountFiltersQuery, parseAccountFilters, type AccountFilters } from '../accounts/account-filters';
import { AccountTable } from '../accounts/account-table';
import { useSession } from '../app/session-context';
import { pathTo } from '../router/routes';
import { navigate } from '../router/router';
import { isAccountStatus, isAccountWarning } from '../api/public-values';
import { statusLabel, warningLabel } from '../ui/badge';
import { PageHeading } from '../ui/page-heading';
import { Pager } from '../ui/pager';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';

const PER_PAGE = 20;

function describe(filters: AccountFilters): string {
  const parts = [
    filters.platform && `platform ${filters.platform}`,
    filters.status && `status “${isAccountStatus(filters.status) ? statusLabel(filters.status) : filters.status}”`,
    filters.warning && `warning “${isAccountWarning(filters.warning) ? warningLabel(filters.warning) : filters.warning}”`,
  ].filter(Boolean);
  return parts.length ? `Accounts with ${parts.join(', ')}, newest first` : 'All accounts, newest first';
}

export function AccountsPage({ search }: { readonly search: string }) {
  const { client } = useSession();
  const filters = parseAccountFilters(search);
  const query = accountFiltersQuery(filters);
  const platforms = useResource(() => unwrap(client.v1.GET('/v1/platforms')), 'platforms');
  const accounts = useResource(() => unwrap(client.GET('/console/api/accounts', { params: { query: accountFiltersApiQuery(filters, PER_PAGE) } })), query);
  const go = (next: AccountFilters) => navigate(pathTo.accounts(accountFiltersQuery(next)));
  return (
    <>
      <PageHeading title="Accounts" />
      <AccountFilterForm filters={filters} platforms={platforms.data ?? []} onApply={go} />
      <ErrorMessage error={platforms.error ?? accounts.error} />
      {accounts.loading && <Loading />}
      {accounts.data && (
        <>
          <AccountTable caption={describe(filters)} accounts={accounts.data.items} showUser />
          {accounts.data.items.length === 0 && <p>No account matches these filters.</p>}
          <Pager
            label="Accounts"
            page={accounts.data.page}
            itemsPerPage={accounts.data.items_per_page}
            total={accounts.data.total}
            onPage={(page) => go({ ...filters, page })}
          />
        </>
      )}
    </>
  );
}
