import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

describe('the Client SDK example of the Concepts guide and the SDK’s README', () => {
  it('is examples/income.mjs, which apps/api/src/public-api/sdk/sdk-example.e2e.spec.ts runs against a started server', () => {
    const example = readFileSync(join(__dirname, '../examples/income.mjs'), 'utf8');
    for (const readme of ['docs/guide/concepts.md', 'libs/sdk/README.md']) {
      expect([readme, readFileSync(join(ROOT, readme), 'utf8').includes(`\`\`\`js\n${example}\`\`\``)]).toEqual([readme, true]);
    }
  });
});
