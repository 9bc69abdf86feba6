import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');

describe('src/api/generated/console-api.ts', () => {
  it('is what openapi-typescript makes of docs/console-openapi.json (after a change: npm run console:generate)', () => {
    const cli = join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
    const generated = execFileSync(process.execPath, [cli, 'docs/console-openapi.json'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const committed = readFileSync(join(__dirname, 'generated/console-api.ts'), 'utf8');
    expect(committed === generated ? 'up to date' : 'stale: run `npm run console:generate`').toBe('up to date');
  });
});
