import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';

const INLINE = 'window.__VP_HASH_MAP__=JSON.parse("{}")';
const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title><script>${INLINE}</script><script type="module" src="/docs/assets/app.js"></script></head><body>${title}</body></html>`;

/** A stand-in for `dist/docs` beside a stand-in widget build, as `CONNECT_DIR` points the app at them. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'gig-docs-site-'));
  mkdirSync(join(dist, 'apps/connect'), { recursive: true });
  mkdirSync(join(dist, 'docs/guide'), { recursive: true });
  mkdirSync(join(dist, 'docs/assets'), { recursive: true });
  writeFileSync(join(dist, 'docs/index.html'), page('Home'));
  writeFileSync(join(dist, 'docs/guide/webhooks.html'), page('Webhooks'));
  writeFileSync(join(dist, 'docs/404.html'), page('Not found'));
  writeFileSync(join(dist, 'docs/assets/app.js'), 'export {};');
  writeFileSync(join(dist, 'docs/hashmap.json'), '{}');
  return dist;
}

describe('/docs: the documentation site, beside the API reference', () => {
  let h: ApiHarness;
  let dist: string;
  const server = () => request(h.app.getHttpServer());

  beforeAll(async () => {
    dist = builtSite();
    h = await openApiHarness({ env: { CONNECT_DIR: join(dist, 'apps/connect') } });
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  }, CLOSE_BUDGET_MS);

  it('serves the home page and a guide by its clean URL, under a policy that runs exactly their inline scripts', async () => {
    await server().get('/docs').expect(301).expect('location', '/docs/');
    const home = await server().get('/docs/').expect(200).expect('content-type', /html/);
    expect(home.text).toContain('<title>Home</title>');
    const guide = await server().get('/docs/guide/webhooks').expect(200);
    expect(guide.text).toContain('<title>Webhooks</title>');
    const csp = guide.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves hashed assets as immutable and other files of the build as they are', async () => {
    const asset = await server().get('/docs/assets/app.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await server().get('/docs/hashmap.json').expect(200);
    await server().get('/docs/assets/missing.js').expect(404);
  });

  it('answers an unknown page with the site’s 404 page, never a file outside the build, and an unreadable address as bad_request', async () => {
    const missing = await server().get('/docs/guide/nothing-here').expect(404);
    expect(missing.text).toContain('<title>Not found</title>');
    await server().get('/docs/..%2F..%2Fpackage.json').expect(404);
    await server().get('/docs/..%2F..%2Fsecret.html').expect(404);
    const unreadable = await server().get('/docs/guide/%E0%A4%A').expect(422);
    expect(unreadable.body.error.code).toBe('bad_request');
  });

  it('leaves /docs/api to the API reference (Swagger UI) and /docs/openapi.json to the document, where it always was', async () => {
    const reference = await server().get('/docs/api/').expect(200);
    expect(reference.text).toContain('swagger-ui');
    const document = await server().get('/docs/openapi.json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.body.paths['/v1/users/earnings/aggregated']).toBeDefined();
  });
});

describe('/docs before the site is built', () => {
  let h: ApiHarness;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gig-docs-unbuilt-'));
    h = await openApiHarness({ env: { CONNECT_DIR: join(dist, 'apps/connect') } });
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  }, CLOSE_BUDGET_MS);

  it('says how to build it, and the API reference still answers', async () => {
    const answer = await request(h.app.getHttpServer()).get('/docs/').expect(503);
    expect(answer.text).toContain('npx nx run docs:build');
    await request(h.app.getHttpServer()).get('/docs/api/').expect(200);
  });
});
