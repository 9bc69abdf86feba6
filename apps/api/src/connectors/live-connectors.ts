import { createDeliveryConnector, DELIVERY_FAMILY } from '@gig/delivery';
import { PlatformConnector, PlatformFamily, PLATFORMS } from '@gig/domain';
import { createPublicServantConnector, PUBLIC_SERVANT_FAMILY } from '@gig/public-servant';
import { createRideHailingConnector, RIDE_HAILING_FAMILY } from '@gig/ride-hailing';
import { createSocialSecurityConnector, SOCIAL_SECURITY_FAMILY } from '@gig/social-security';

export interface LiveConnectorOptions {
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** A live family lib: its registry family, the variable holding its extraction-service URL, its factory. */
export interface LiveFamily {
  readonly family: PlatformFamily;
  readonly envVar: string;
  /** Throws when the base URL is unusable. */
  readonly create: (options: LiveConnectorOptions) => PlatformConnector;
}

/** Every live family lib, one entry each. A generator appends new families between the markers. */
export const LIVE_FAMILIES: readonly LiveFamily[] = [
  // <live-families>
  { family: RIDE_HAILING_FAMILY, envVar: 'RIDE_HAILING_URL', create: createRideHailingConnector },
  { family: DELIVERY_FAMILY, envVar: 'DELIVERY_URL', create: createDeliveryConnector },
  { family: SOCIAL_SECURITY_FAMILY, envVar: 'SOCIAL_SECURITY_URL', create: createSocialSecurityConnector },
  { family: PUBLIC_SERVANT_FAMILY, envVar: 'PUBLIC_SERVANT_URL', create: createPublicServantConnector },
  // </live-families>
];

export interface LiveConnectors {
  /** The configured families' connectors; RoutingPlatformConnectors answers platform_unavailable for the others. */
  readonly connectors: Partial<Record<PlatformFamily, PlatformConnector>>;
  /** Malformed URLs: start-up configuration errors. */
  readonly problems: string[];
  /** One line per family left unconfigured, to log once at start-up. */
  readonly warnings: string[];
}

type Env = Record<string, string | undefined>;

const platformsOf = (family: PlatformFamily) => PLATFORMS.filter((platform) => platform.family === family).map((platform) => platform.code).join(', ');

/**
 * Builds the live connector of each family whose URL is set. A missing URL leaves the family
 * unconfigured (a warning, never a crash); a malformed one is a configuration problem.
 */
export function liveConnectorsFromEnv(
  env: Env,
  options: Omit<LiveConnectorOptions, 'baseUrl'> = {},
  families: readonly LiveFamily[] = LIVE_FAMILIES,
): LiveConnectors {
  const result: LiveConnectors = { connectors: {}, problems: [], warnings: [] };
  for (const { family, envVar, create } of families) {
    const baseUrl = env[envVar]?.trim();
    if (!baseUrl) {
      result.warnings.push(`${envVar} is not set: live ${family} platforms (${platformsOf(family)}) answer platform_unavailable.`);
      continue;
    }
    try {
      result.connectors[family] = create({ ...options, baseUrl });
    } catch (error) {
      result.problems.push(`${envVar} ${(error as Error).message}`);
    }
  }
  return result;
}
