import { httpPlatformFamily } from '@gig/platform-http';
import { PUBLIC_SERVANT_SPEC } from './public-servant.family-definition';
import { PUBLIC_SERVANT_PLATFORMS } from './public-servant.platforms';

/** The public-servant institute (issste): live through the extraction service at PUBLIC_SERVANT_URL. */
export const publicServantFamily = httpPlatformFamily(PUBLIC_SERVANT_SPEC, { envVar: 'PUBLIC_SERVANT_URL', platforms: PUBLIC_SERVANT_PLATFORMS });

export { PUBLIC_SERVANT_ERRORS, PUBLIC_SERVANT_ID, PUBLIC_SERVANT_PATHS, PUBLIC_SERVANT_SPEC } from './public-servant.family-definition';
export { PUBLIC_SERVANT_PLATFORMS } from './public-servant.platforms';
