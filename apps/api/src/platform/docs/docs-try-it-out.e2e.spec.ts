import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

interface ServedDocument {
  readonly servers: readonly { readonly url: string; readonly description?: string }[];
  readonly info: { readonly license: { readonly name: string; readonly url: string } };
}

describe('/docs/api, on whatever port the server listens', () => {
  let h: ApiHarness;
  let origin: string;

  beforeAll(async () => {
    h = await openApiHarness();
    origin = h.origin;
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('serves a document whose only server resolves to the origin serving it, so "Try it out" reaches this server', async () => {
    const documentUrl = `${origin}/docs/openapi.json`;
    const document = (await (await fetch(documentUrl)).json()) as ServedDocument;
    expect(document.servers).toHaveLength(1);
    const base = new URL(document.servers[0].url, documentUrl);
    expect(base.origin).toBe(origin);
    const health = await fetch(new URL('health', base));
    expect(health.status).toBe(200);
  });

  it('embeds the same server in the Swagger UI page, described without Markdown (the UI shows it as plain text)', async () => {
    const init = await (await fetch(`${origin}/docs/api/swagger-ui-init.js`)).text();
    const servers = /"servers":\s*(\[[^\]]*\])/.exec(init);
    const embedded = JSON.parse(servers?.[1] ?? '[]') as ServedDocument['servers'];
    expect(embedded.map((server) => server.url)).toEqual(['/']);
    expect(embedded[0].description).not.toMatch(/`/);
  });

  it('says the licence is MIT, as the LICENSE file and package.json do', async () => {
    const document = (await (await fetch(`${origin}/docs/openapi.json`)).json()) as ServedDocument;
    expect(document.info.license).toEqual({ name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' });
  });
});
