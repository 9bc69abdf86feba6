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

/** A `wrapConnector` that holds each `method` call for `ms` before passing it on, so that simultaneous calls overlap; `calls` counts them. */
export function slowedConnector(method: keyof PlatformConnector, ms: number) {
  const slowed = {
    calls: 0,
    wrap: (connector: PlatformConnector): PlatformConnector => {
      const original = connector[method].bind(connector) as (request: unknown) => Promise<unknown>;
      const held = async (request: unknown) => {
        slowed.calls++;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return original(request);
      };
      return overriddenConnector(connector, { [method]: held } as Partial<PlatformConnector>);
    },
  };
  return slowed;
}
