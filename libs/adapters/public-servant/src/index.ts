import type { PlatformConnector, PlatformFamily } from '@gig/domain';
import { HttpPlatformConnector, PlatformConnectorOptions } from '@gig/platform-http';
import { PUBLIC_SERVANT_SPEC } from './public-servant.family-spec';

export const PUBLIC_SERVANT_FAMILY = 'public_servant' satisfies PlatformFamily;

/** The live connector of the public-servant institute (issste). Throws on a bad base URL. */
export function createPublicServantConnector(options: PlatformConnectorOptions): PlatformConnector {
  return new HttpPlatformConnector(PUBLIC_SERVANT_SPEC, options);
}

export { PUBLIC_SERVANT_ERRORS, PUBLIC_SERVANT_ID, PUBLIC_SERVANT_PATHS, PUBLIC_SERVANT_SPEC } from './public-servant.family-spec';
