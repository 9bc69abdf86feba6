import { Clock, Platform, PlatformConnector, systemClock } from '@gig/domain';
import { SandboxPlatformConnector } from './sandbox.platform-connector';

/** The sandbox side of `PlatformConnectors`: the app picks it for companies in the sandbox environment. */
export interface SandboxConnectors {
  connectorFor(platform: Platform): PlatformConnector;
}

/** One connector serves every platform; the platform travels in each request. */
export function createSandboxConnectors(clock: Clock = systemClock): SandboxConnectors {
  const connector = new SandboxPlatformConnector(clock);
  return { connectorFor: () => connector };
}

export function sandboxConnectorFor(_platform: Platform, clock: Clock = systemClock): PlatformConnector {
  return new SandboxPlatformConnector(clock);
}
