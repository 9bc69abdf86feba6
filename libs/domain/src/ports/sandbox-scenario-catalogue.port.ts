import type { SandboxScenario } from '../sandbox/sandbox-scenario';

/** Every reserved sandbox value, one row per platform, in registry order. */
export interface SandboxScenarioCatalogue {
  list(): readonly SandboxScenario[];
}
