import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { buildConsoleOpenApiDocument } from './console-openapi';
import { buildOpenApiDocument } from './openapi';
import { openApiJson } from './openapi-json';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const DOCS = join(__dirname, '../../../../docs');
const committed = (name: string) => readFileSync(join(DOCS, name), 'utf8');
const STALE = 'stale: run `npm run openapi`';

describe('docs/openapi.json and docs/console-openapi.json, the committed contracts', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness();
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('docs/openapi.json is what the controllers describe now (after a change: npm run openapi, and commit the diff)', () => {
    const emitted = openApiJson(buildOpenApiDocument(h.app));
    expect(committed('openapi.json') === emitted ? 'up to date' : STALE).toBe('up to date');
  });

  it('docs/console-openapi.json is what the console controllers describe now (after a change: npm run openapi, and commit the diff)', () => {
    const emitted = openApiJson(buildConsoleOpenApiDocument(h.app));
    expect(committed('console-openapi.json') === emitted ? 'up to date' : STALE).toBe('up to date');
  });
});
