import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_TEST_PLATFORMS } from '../testing/sandbox-test.platforms';
import { isWarningScenario } from './sandbox-scenario';
import { sandboxScenarios } from './sandbox-scenarios';

const SANDBOX_SCENARIOS = sandboxScenarios(SANDBOX_TEST_PLATFORMS);

const HEADER = '| platform | field | value | code | http_status | stage |';

interface ReadmeRow {
  readonly platform: string;
  readonly field: string;
  readonly value: string;
  readonly code: string;
  readonly httpStatus: number;
  readonly stage: string;
}

function readmeRows(): ReadmeRow[] {
  const lines = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8').split('\n');
  const start = lines.indexOf(HEADER);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [platform, field, value, code, status, stage] = line.slice(1, -1).split('|').map((cell) => cell.trim());
    rows.push({ platform, field, value: value.replace(/^`|`$/g, ''), code, httpStatus: Number(status), stage });
  }
  return rows;
}

describe('README reserved-values table', () => {
  it('lists exactly the reserved values of the standard platforms, in order', () => {
    const columns = ({ platform, field, value, code, stage }: Omit<ReadmeRow, 'httpStatus'>) => ({ platform, field, value, code, stage });
    expect(readmeRows().map(columns)).toEqual(SANDBOX_SCENARIOS.map(columns));
  });

  it('shows status 200 on exactly the warning rows', () => {
    expect(readmeRows().map((row) => row.httpStatus === 200)).toEqual(SANDBOX_SCENARIOS.map(isWarningScenario));
  });
});
