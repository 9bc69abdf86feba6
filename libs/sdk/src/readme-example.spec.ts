import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

describe('the README’s Client SDK example', () => {
  it('is examples/quick-start.ts, which the typecheck compiles', () => {
    const example = readFileSync(join(__dirname, '../examples/quick-start.ts'), 'utf8');
    for (const readme of ['README.md', 'libs/sdk/README.md']) {
      expect([readme, readFileSync(join(ROOT, readme), 'utf8').includes(`\`\`\`ts\n${example}\`\`\``)]).toEqual([readme, true]);
    }
  });
});
