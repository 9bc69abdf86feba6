import { AuthenticateApiKey, ManageApiKeys } from '@gig/domain';
import type { Area } from '../wiring/area';
import type { Ports } from '../wiring/ports';
import { CachedApiKeyRepository } from './cached-api-key.repository';

/**
 * Authenticating a key and managing keys share one cache: a revoked or rotated key is forgotten by the very
 * instance that remembers it. Managing keys is the console's and the admin CLI's; no controller of its own.
 */
export const apiKeysArea = {
  controllers: [],
  useCases: ({ repositories: { apiKeys }, unitOfWork, clock, apiKeyCacheMs, maxActiveApiKeys }: Ports) => {
    const apiKeyCache = new CachedApiKeyRepository(apiKeys, clock, apiKeyCacheMs);
    return {
      authenticateApiKey: new AuthenticateApiKey(apiKeyCache, clock),
      manageApiKeys: new ManageApiKeys(unitOfWork, clock, (keyId) => apiKeyCache.forget(keyId), maxActiveApiKeys),
    };
  },
} satisfies Area;
