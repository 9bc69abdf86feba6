import type { Platform } from './platform';
import type { PlatformRegistry } from './platform-registry';

/** Every platform the service connects, in the registry's order. */
export class ListPlatforms {
  constructor(private readonly platforms: PlatformRegistry) {}

  execute(): readonly Platform[] {
    return this.platforms.all();
  }
}
