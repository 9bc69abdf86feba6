import type { PlatformConnector } from '@gig/domain';

/**
 * `connector` with some of its calls replaced, each replacement free to call the original through `connector`:
 * what a spec's `wrapConnector` uses to count, slow down or fail some platform calls.
 */
export function overriddenConnector(connector: PlatformConnector, overrides: Partial<PlatformConnector>): PlatformConnector {
  return {
    startLogin: (request) => connector.startLogin(request),
    verify: (request) => connector.verify(request),
    retrieve: (request) => connector.retrieve(request),
    refresh: (request) => connector.refresh(request),
    ...overrides,
  };
}
