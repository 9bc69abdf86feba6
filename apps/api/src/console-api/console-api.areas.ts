import type { Area } from '../platform/wiring/area';
import { consoleAccountsArea } from './accounts/console-accounts.area';
import { consoleApiKeysArea } from './api-keys/console-api-keys.area';
import { consoleSessionArea } from './auth/console-session.area';
import { consoleMembersArea } from './members/console-members.area';
import { consoleOverviewArea } from './overview/console-overview.area';
import { consoleUsersArea } from './users/console-users.area';

/**
 * The areas of /console/api, in the order docs/console-openapi.json lists their paths. Their reads over a whole
 * company (its accounts, users, webhooks in trouble, API keys, members) are on a replica when there is one.
 */
export const CONSOLE_API_AREAS = [
  consoleSessionArea,
  consoleOverviewArea,
  consoleAccountsArea,
  consoleUsersArea,
  consoleApiKeysArea,
  consoleMembersArea,
] as const satisfies readonly Area[];
