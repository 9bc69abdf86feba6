import type { FamilyConnectorOptions, PlatformConnector, PlatformFamily, PlatformFamilyDescriptor } from '@gig/domain';

export type LiveConnectorOptions = Omit<FamilyConnectorOptions, 'baseUrl'>;

export interface LiveConnectors {
  /** The connector of each family whose URL is set; RoutingPlatformConnectors answers platform_unavailable for the others. */
  readonly connectors: ReadonlyMap<PlatformFamily, PlatformConnector>;
  /** One line per family left unconfigured, to log once at start-up. */
  readonly warnings: readonly string[];
}

/**
 * The live connector of each family whose extraction-service URL is set (`urls`: base URLs by variable
 * name, as the configuration parsed them). A family without URL is left unconfigured, with a warning.
 */
export function liveConnectors(
  families: readonly PlatformFamilyDescriptor[],
  urls: Readonly<Record<string, string>>,
  options: LiveConnectorOptions = {},
): LiveConnectors {
  const connectors = new Map<PlatformFamily, PlatformConnector>();
  const warnings: string[] = [];
  for (const family of families) {
    const baseUrl = urls[family.envVar];
    if (baseUrl) connectors.set(family.family, family.createConnector({ ...options, baseUrl }));
    else warnings.push(`${family.envVar} is not set: live ${family.family} platforms (${codesOf(family)}) answer platform_unavailable.`);
  }
  return { connectors, warnings };
}

const codesOf = (family: PlatformFamilyDescriptor) => family.platforms.map((platform) => platform.code).join(', ');
