import { consoleAccountsArea } from '../console-api/accounts/console-accounts.area';
import { consoleApiKeysArea } from '../console-api/api-keys/console-api-keys.area';
import { consoleSessionArea } from '../console-api/auth/console-session.area';
import { consoleMembersArea } from '../console-api/members/console-members.area';
import { consoleOverviewArea } from '../console-api/overview/console-overview.area';
import { consoleUsersArea } from '../console-api/users/console-users.area';
import { consoleWebhooksArea } from '../console-api/webhooks/console-webhooks.area';
import { verifyArea } from '../pages/verify/verify.area';
import { apiKeysArea } from '../platform/auth/api-keys.area';
import { healthArea } from '../platform/health/health.area';
import { accountsArea } from '../public-api/accounts/accounts.area';
import { connectTokensArea } from '../public-api/connect-tokens/connect-tokens.area';
import { connectArea } from '../public-api/connect/connect.area';
import { consentsArea } from '../public-api/connect/consents.area';
import { earningsArea } from '../public-api/earnings/earnings.area';
import { platformsArea } from '../public-api/platforms/platforms.area';
import { reportsArea } from '../public-api/reports/reports.area';
import { sandboxArea } from '../public-api/sandbox/sandbox.area';
import { usersArea } from '../public-api/users/users.area';
import { webhooksArea } from '../public-api/webhooks/webhooks.area';
import { widgetsArea } from '../public-api/widgets/widgets.area';
import { adminArea } from './admin/admin.area';
import type { Ports } from './ports';

/** Each use case of the service, built once by the area that owns it, given only the ports it needs. */
export function buildUseCases(ports: Ports) {
  return {
    ...adminArea.useCases(ports),
    ...apiKeysArea.useCases(ports),
    ...healthArea.useCases(ports),
    ...earningsArea.useCases(ports),
    ...usersArea.useCases(ports),
    ...consentsArea.useCases(ports),
    ...accountsArea.useCases(ports),
    ...platformsArea.useCases(ports),
    ...sandboxArea.useCases(ports),
    ...webhooksArea.useCases(ports),
    ...widgetsArea.useCases(ports),
    ...connectArea.useCases(ports),
    ...reportsArea.useCases(ports),
    ...verifyArea.useCases(ports),
    ...connectTokensArea.useCases(ports),
    ...consoleSessionArea.useCases(ports),
    ...consoleOverviewArea.useCases(ports),
    ...consoleAccountsArea.useCases(ports),
    ...consoleUsersArea.useCases(ports),
    ...consoleWebhooksArea.useCases(ports),
    ...consoleApiKeysArea.useCases(ports),
    ...consoleMembersArea.useCases(ports),
  };
}

export type UseCases = ReturnType<typeof buildUseCases>;
