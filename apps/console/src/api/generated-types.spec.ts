import { join } from 'node:path';
import { generatedTypesState } from '@gig/sdk/testing';

describe('src/api/generated/console-api.ts', () => {
  it('is what openapi-typescript makes of docs/console-openapi.json (after a change: npm run console:generate)', () => {
    expect(generatedTypesState('docs/console-openapi.json', join(__dirname, 'generated/console-api.ts'), 'npm run console:generate')).toBe('up to date');
  });
});
