import type { FamilyConnectorOptions, PlatformConnector, PlatformFamily, PlatformFamilyDescriptor } from '@gig/domain';

export type LiveConnectorOptions = Omit<FamilyConnectorOptions, 'baseUrl'>;

export interface LiveConnectors {
  /** The connector of each family whose URL is set; RoutingPlatformConnectors answers platform_unavailable for the others. */
  readonly connectors: ReadonlyMap<PlatformFamily, PlatformConnector>;
  /** At most one line, naming the variables of the families left unconfigured, to log once at start-up. */
  readonly warnings: readonly string[];
}

/**
 * The live connector of each family whose extraction-service URL is set (`urls`: base URLs by variable
 * name, as the configuration parsed them). The families without URL are left unconfigured, named in one warning.
 */
export function liveConnectors(
  families: readonly PlatformFamilyDescriptor[],
  urls: Readonly<Record<string, string>>,
  options: LiveConnectorOptions = {},
): LiveConnectors {
  const connectors = new Map<PlatformFamily, PlatformConnector>();
  const unconfigured: PlatformFamilyDescriptor[] = [];
  for (const family of families) {
    const baseUrl = urls[family.envVar];
    if (baseUrl) connectors.set(family.family, family.createConnector({ ...options, baseUrl }));
    else unconfigured.push(family);
  }
  return { connectors, warnings: unconfigured.length === 0 ? [] : [offLine(unconfigured, connectors.size === 0)] };
}

function offLine(unconfigured: readonly PlatformFamilyDescriptor[], allOff: boolean): string {
  const which = allOff ? '' : `${listed(unconfigured.map((family) => family.family))} `;
  const variables = unconfigured.map((family) => family.envVar).join(', ');
  return `Live ${which}platforms are off until configured: set ${variables} (live companies get platform_unavailable; sandbox platforms work).`;
}

const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
