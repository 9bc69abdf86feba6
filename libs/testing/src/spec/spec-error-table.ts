import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SPEC_FILE = 'gig-earnings-service-spec.md';

function findWorkspaceRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No nx.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The spec beside the checkout (`../shared/spec`), else its copy in `docs/spec`. */
function specPath(): string {
  const root = findWorkspaceRoot(__dirname);
  const shared = join(root, '..', 'shared', 'spec', SPEC_FILE);
  return existsSync(shared) ? shared : join(root, 'docs', 'spec', SPEC_FILE);
}

/** The rows of the spec's section 7.1 error table as code → HTTP status; a code listed twice must agree. */
export function specErrorTable(): Map<string, number> {
  const lines = readFileSync(specPath(), 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => /^###\s+7\.1\b/.test(line));
  if (start < 0) throw new Error('Section 7.1 not found in the spec');
  const end = lines.findIndex((line, i) => i > start && /^#{2,3}\s/.test(line));
  const statuses = new Map<string, number>();
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    if (!line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const [code, status] = [cells[1], cells[2]];
    if (code === 'Code' || /^-+$/.test(code)) continue;
    if (!/^\d{3}$/.test(status)) throw new Error(`Unexpected status cell in row: ${line}`);
    const previous = statuses.get(code);
    if (previous !== undefined && previous !== Number(status)) throw new Error(`Spec lists ${code} twice with different statuses`);
    statuses.set(code, Number(status));
  }
  return statuses;
}
