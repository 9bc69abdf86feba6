import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

describe('src/generated/gig-api.ts', () => {
  it('is what openapi-typescript makes of docs/openapi.json (after a change: npm run sdk:generate)', () => {
    const cli = join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
    const generated = execFileSync(process.execPath, [cli, 'docs/openapi.json'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const committed = readFileSync(join(__dirname, 'generated/gig-api.ts'), 'utf8');
    expect(committed === generated ? 'up to date' : 'stale: run `npm run sdk:generate`').toBe('up to date');
  });
});
