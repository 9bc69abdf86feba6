import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleApiDocument, publicApiDocument } from './openapi-documents';
import { openApiJson } from '../platform/docs/openapi-json';
import { harnessSetup } from '../testing/e2e-setup';

const DOCS = join(__dirname, '../../../../docs');
const committed = (name: string) => readFileSync(join(DOCS, name), 'utf8');
const STALE = 'stale: run `npm run openapi`';

describe('docs/openapi.json and docs/console-openapi.json, the committed contracts', () => {
  const e2e = harnessSetup();

  it('docs/openapi.json is what the controllers describe now (after a change: npm run openapi, and commit the diff)', () => {
    const emitted = openApiJson(publicApiDocument(e2e.h.app));
    expect(committed('openapi.json') === emitted ? 'up to date' : STALE).toBe('up to date');
  });

  it('docs/console-openapi.json is what the console controllers describe now (after a change: npm run openapi, and commit the diff)', () => {
    const emitted = openApiJson(consoleApiDocument(e2e.h.app));
    expect(committed('console-openapi.json') === emitted ? 'up to date' : STALE).toBe('up to date');
  });
});
