import { DomainError, Environment, Platform, PlatformConnector, PlatformConnectors, PlatformFamily } from '@gig/domain';

/** Sandbox companies get the simulated platforms; live companies the connector of the platform's family. */
export class RoutingPlatformConnectors implements PlatformConnectors {
  constructor(
    private readonly sandbox: (platform: Platform) => PlatformConnector,
    private readonly live: ReadonlyMap<PlatformFamily, PlatformConnector>,
  ) {}

  connectorFor(environment: Environment, platform: Platform): PlatformConnector {
    if (environment === 'sandbox') return this.sandbox(platform);
    return this.live.get(platform.family) ?? unconfigured(platform.family);
  }
}

/** A family without a configured endpoint answers `platform_unavailable`, never crashes. */
function unconfigured(family: PlatformFamily): PlatformConnector {
  const fail = async (): Promise<never> => {
    throw new DomainError('platform_unavailable', `No live connector is configured for the ${family} family.`);
  };
  return { startLogin: fail, verify: fail, retrieve: fail, refresh: fail };
}
