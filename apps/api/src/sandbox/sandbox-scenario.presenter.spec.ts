import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlatformRegistry } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import { PLATFORM_FAMILIES } from '../connectors/platform-families';
import { presentSandboxScenario } from './sandbox-scenario.presenter';

const README = join(__dirname, '..', '..', '..', '..', 'libs', 'adapters', 'sandbox', 'README.md');
const HEADER = '| platform | field | value | code | http_status | stage |';

/** The reserved-values table of the sandbox README: the listing as clients read it. */
function readmeRows(): Record<string, unknown>[] {
  const lines = readFileSync(README, 'utf8').split('\n');
  const start = lines.indexOf(HEADER);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [platform, field, value, code, status, stage] = line.slice(1, -1).split('|').map((cell) => cell.trim());
    rows.push({ platform, field, value: value.replace(/^`|`$/g, ''), code, http_status: Number(status), stage });
  }
  return rows;
}

describe('presentSandboxScenario', () => {
  it('writes the README table for the platforms the app loads, fields in its order, with the status of each code or 200 for a warning', () => {
    const rows = sandboxScenarios(PlatformRegistry.of(PLATFORM_FAMILIES).all());
    expect(JSON.stringify(rows.map(presentSandboxScenario))).toBe(JSON.stringify(readmeRows()));
  });
});
