import type { PlatformRegistry, SandboxScenarioCatalogue } from '@gig/domain';
import { sandboxScenarios } from './sandbox-scenarios';

/** The reserved values of the platforms the app loads, listed once. */
export function sandboxScenarioCatalogue(platforms: PlatformRegistry): SandboxScenarioCatalogue {
  const rows = sandboxScenarios(platforms.all());
  return { list: () => rows };
}
