import { DynamicModule, Module, Provider } from '@nestjs/common';
import type { Area } from '../platform/wiring/area';
import { CONSOLE_API_AREAS } from './console-api.areas';
import { PrincipalGuard } from '../platform/auth/principal.guard';

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
      controllers: CONSOLE_API_AREAS.flatMap((area: Area) => area.controllers),
      providers: [...shared, PrincipalGuard],
    };
  }
}
