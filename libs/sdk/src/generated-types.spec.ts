import { join } from 'node:path';
import { generatedTypesState } from './testing';

describe('src/generated/gig-api.ts', () => {
  it('is what openapi-typescript makes of docs/openapi.json (after a change: npm run sdk:generate)', () => {
    expect(generatedTypesState('docs/openapi.json', join(__dirname, 'generated/gig-api.ts'), 'npm run sdk:generate')).toBe('up to date');
  });
});
