import type { SandboxScenarioCatalogue } from '../ports/sandbox-scenario-catalogue.port';
import type { SandboxScenario } from './sandbox-scenario';

/** The reserved values a sandbox company can send to provoke each failure and warning. */
export class ListSandboxScenarios {
  constructor(private readonly catalogue: SandboxScenarioCatalogue) {}

  execute(): readonly SandboxScenario[] {
    return this.catalogue.list();
  }
}
