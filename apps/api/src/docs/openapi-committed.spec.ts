import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { buildOpenApiDocument } from './openapi';
import { openApiJson } from './openapi-json';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const COMMITTED = join(__dirname, '../../../../docs/openapi.json');

describe('docs/openapi.json, the committed contract', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness();
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('is what the controllers describe now (after a change: npm run openapi, and commit the diff)', () => {
    const emitted = openApiJson(buildOpenApiDocument(h.app));
    expect(readFileSync(COMMITTED, 'utf8') === emitted ? 'up to date' : 'stale: run `npm run openapi`').toBe('up to date');
  });
});
