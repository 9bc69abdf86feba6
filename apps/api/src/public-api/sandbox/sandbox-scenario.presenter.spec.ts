import { PlatformRegistry } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import { readmeScenarioRows } from '@gig/sandbox/testing';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { presentSandboxScenario } from './sandbox-scenario.presenter';

describe('presentSandboxScenario', () => {
  it('writes the README table for the platforms the app loads, fields in its order, with the status of each code or 200 for a warning', () => {
    const rows = sandboxScenarios(PlatformRegistry.of(PLATFORM_FAMILIES).all());
    expect(JSON.stringify(rows.map(presentSandboxScenario))).toBe(JSON.stringify(readmeScenarioRows()));
  });
});
