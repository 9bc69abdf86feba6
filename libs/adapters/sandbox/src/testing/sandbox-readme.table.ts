import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const README = join(__dirname, '..', '..', 'README.md');
const HEADER = '| platform | field | value | code | http_status | stage |';

/** One row of the sandbox README's reserved-values table, as clients read it. */
export interface ReadmeScenarioRow {
  readonly platform: string;
  readonly field: string;
  readonly value: string;
  readonly code: string;
  readonly http_status: number;
  readonly stage: string;
}

/** The rows of the reserved-values table of libs/adapters/sandbox/README.md, in order. */
export function readmeScenarioRows(): ReadmeScenarioRow[] {
  const lines = readFileSync(README, 'utf8').split('\n');
  const start = lines.indexOf(HEADER);
  if (start < 0) throw new Error(`No reserved-values table (${HEADER}) in ${README}`);
  const rows: ReadmeScenarioRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [platform, field, value, code, status, stage] = line.slice(1, -1).split('|').map((cell) => cell.trim());
    rows.push({ platform, field, value: value.replace(/^`|`$/g, ''), code, http_status: Number(status), stage });
  }
  return rows;
}
