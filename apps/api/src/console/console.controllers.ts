import { ConsoleAccountsController } from './accounts/console-accounts.controller';
import { ConsoleApiKeysController } from './api-keys/console-api-keys.controller';
import { ConsoleSessionController } from './auth/console-session.controller';
import { ConsoleMembersController } from './members/console-members.controller';
import { ConsoleOverviewController } from './overview/console-overview.controller';
import { ConsoleReferenceController } from './reference/console-reference.controller';
import { ConsoleReportsController } from './reports/console-reports.controller';
import { ConsoleUsersController } from './users/console-users.controller';
import { ConsoleWebhooksController } from './webhooks/console-webhooks.controller';
import { ConsoleWidgetsController } from './widgets/console-widgets.controller';

/** The console's JSON API under /console/api: member sessions, not API keys, and not in the public OpenAPI document. */
export const consoleControllers = [
  ConsoleSessionController,
  ConsoleOverviewController,
  ConsoleAccountsController,
  ConsoleUsersController,
  ConsoleReportsController,
  ConsoleWebhooksController,
  ConsoleApiKeysController,
  ConsoleMembersController,
  ConsoleWidgetsController,
  ConsoleReferenceController,
];
