import { AccountPage } from '../pages/account.page';
import { AccountsPage } from '../pages/accounts.page';
import { ApiKeysPage } from '../pages/api-keys.page';
import { MembersPage } from '../pages/members.page';
import { NotFoundPage } from '../pages/not-found.page';
import { OverviewPage } from '../pages/overview.page';
import { SandboxPage } from '../pages/sandbox.page';
import { UserPage } from '../pages/user.page';
import { UsersPage } from '../pages/users.page';
import { WebhookPage } from '../pages/webhook.page';
import { WebhooksPage } from '../pages/webhooks.page';
import { WidgetsPage } from '../pages/widgets.page';
import type { Route } from '../router/routes';
import { WorkerRequestsPage } from '../worker-requests/worker-requests.page';
import { useSession } from './session-context';

/** The signed-in page of a route; the API keys and members pages are admins' only. */
export function PageSwitch({ route, search }: { readonly route: Route; readonly search: string }) {
  const { isAdmin } = useSession();
  switch (route.name) {
    case 'overview':
      return <OverviewPage />;
    case 'users':
      return <UsersPage search={search} />;
    case 'user':
      return <UserPage id={route.id} />;
    case 'accounts':
      return <AccountsPage search={search} />;
    case 'account':
      return <AccountPage id={route.id} />;
    case 'webhooks':
      return <WebhooksPage />;
    case 'webhook':
      return <WebhookPage id={route.id} />;
    case 'api-keys':
      return isAdmin ? <ApiKeysPage /> : <NotFoundPage />;
    case 'members':
      return isAdmin ? <MembersPage /> : <NotFoundPage />;
    case 'widgets':
      return <WidgetsPage />;
    case 'sandbox':
      return <SandboxPage />;
    case 'worker-requests':
      return <WorkerRequestsPage />;
    default:
      return <NotFoundPage />;
  }
}
