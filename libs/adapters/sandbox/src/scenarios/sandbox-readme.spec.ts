import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_SCENARIOS } from './sandbox-scenarios';

const HEADER = '| platform | field | value | code | http_status | stage |';

function readmeRows(): Record<string, unknown>[] {
  const lines = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8').split('\n');
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

describe('README reserved-values table', () => {
  it('lists exactly SANDBOX_SCENARIOS, in order', () => {
    expect(readmeRows()).toEqual(SANDBOX_SCENARIOS.map((row) => ({ ...row })));
  });
});
