import { DynamicModule, Module, Provider } from '@nestjs/common';
import { ConsoleAccountsController } from './accounts/console-accounts.controller';
import { ConsoleApiKeysController } from './api-keys/console-api-keys.controller';
import { ConsoleSessionController } from './auth/console-session.controller';
import { ConsoleSessionGuard } from './auth/console-session.guard';
import { ConsoleMembersController } from './members/console-members.controller';
import { ConsoleOverviewController } from './overview/console-overview.controller';
import { ConsoleUsersController } from './users/console-users.controller';
import { ConsoleWebhooksController } from './webhooks/console-webhooks.controller';

/**
 * The console's JSON API under /console/api: member sessions, not API keys. A module of its own so that it is
 * documented on its own (docs/console-openapi.json), not in the public document.
 */
@Module({})
export class ConsoleApiModule {
  /** `shared`: the use cases, the clock and the failed-authentication limit, the same instances as the public API's. */
  static register(shared: Provider[]): DynamicModule {
    return {
      module: ConsoleApiModule,
      controllers: [
        ConsoleSessionController,
        ConsoleOverviewController,
        ConsoleAccountsController,
        ConsoleUsersController,
        ConsoleWebhooksController,
        ConsoleApiKeysController,
        ConsoleMembersController,
      ],
      providers: [...shared, ConsoleSessionGuard],
    };
  }
}
