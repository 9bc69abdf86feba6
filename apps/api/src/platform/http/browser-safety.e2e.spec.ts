import request from 'supertest';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const WIDGET = 'https://widget.lender.example';

describe('Browsers: CORS for the allowed origins and protective headers', () => {
  let h: ApiHarness;
  let publicKey: string;
  const server = () => request(h.app.getHttpServer());

  beforeAll(async () => {
    h = await openApiHarness({ env: { CORS_ORIGINS: `${WIDGET},http://localhost:5173` } });
    publicKey = (await h.createCompany()).public_key;
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('answers the preflight of an allowed origin with the methods and headers the widget sends', async () => {
    const preflight = await server().options('/v1/accounts').set('Origin', WIDGET).set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-api-key,content-type,idempotency-key').expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(WIDGET);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET,POST,DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe('X-Api-Key,Content-Type,Idempotency-Key,X-Request-Id');
    const call = await server().post('/v1/users').set('Origin', WIDGET).set('X-Api-Key', publicKey).send({}).expect(201);
    expect(call.headers['access-control-allow-origin']).toBe(WIDGET);
    expect(call.headers['access-control-expose-headers']).toContain('x-request-id');
  });

  it('gives another origin no CORS header, so its page cannot read the answer', async () => {
    const other = await server().options('/v1/accounts').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const call = await server().get('/v1/platforms').set('Origin', 'https://evil.example').set('X-Api-Key', publicKey).expect(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers the origins a company's widget allows, from the moment the widget allows them", async () => {
    const origin = 'https://app.other-lender.example';
    const preflight = () => server().options('/v1/users').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
    expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    const other = await h.createCompany('Other Lending');
    await server().post('/v1/widgets').set('X-Api-Key', other.private_key).send({ name: 'Onboarding', allowed_origins: [origin] }).expect(201);
    expect((await preflight()).headers['access-control-allow-origin']).toBe(origin);
    const call = await server().post('/v1/users').set('Origin', origin).set('X-Api-Key', other.public_key).send({}).expect(201);
    expect(call.headers['access-control-allow-origin']).toBe(origin);
  });

  it('gives the console no CORS at all, even to an allowed origin: its session is for its own pages only', async () => {
    const preflight = await server().options('/console/api/session').set('Origin', WIDGET).set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await server().get('/console/api/session').set('Origin', WIDGET).expect(401);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect((await server().get('/v1/platforms').set('Origin', WIDGET)).headers['access-control-allow-origin']).toBe(WIDGET);
  });

  it.each(['/CONSOLE/api/session', '/Console/api/session', '/console/API/session', '/CONSOLE'])('gives %s no CORS either: routes have one spelling, and no spelling of the console gets CORS', async (path) => {
    const preflight = await server().options(path).set('Origin', WIDGET).set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await server().get(path).set('Origin', WIDGET);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('routes case-sensitively: /CONSOLE/api/session and /V1/platforms are no routes', async () => {
    for (const path of ['/CONSOLE/api/session', '/Console/api/session', '/V1/platforms']) {
      expect([path, (await server().get(path).set('X-Api-Key', publicKey)).status]).toEqual([path, 404]);
    }
  });

  it('marks every API answer nosniff, no-store and not frameable, errors included, and sends no HSTS without TRUST_PROXY', async () => {
    for (const answer of [await server().get('/health').expect(200), await server().get('/v1/platforms').expect(401)]) {
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'x-frame-options': 'SAMEORIGIN' });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the API reference (/docs/api) load its own scripts and styles', async () => {
    const docs = await server().get('/docs/api/').expect(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('Behind a TLS proxy (TRUST_PROXY=1)', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness({ env: { TRUST_PROXY: '1' } });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('sends HSTS', async () => {
    const answer = await request(h.app.getHttpServer()).get('/health').expect(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
