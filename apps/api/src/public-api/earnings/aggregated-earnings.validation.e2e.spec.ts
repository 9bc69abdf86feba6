import request from 'supertest';
import { e2eSetup } from '../../testing/e2e-setup';

const PATH = '/v1/users/earnings/aggregated';

describe(`POST ${PATH}: authentication and validation`, () => {
  const e2e = e2eSetup();
  const server = () => e2e.h.app.getHttpServer();
  const post = (body: unknown, key = e2e.company.private_key) =>
    request(server()).post(PATH).set('X-Api-Key', key).send(body as object);
  const valid = { external_id: 'nobody', start_date: '2025-01-01', end_date: '2025-01-31' };

  const expectError = (res: request.Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, data: null, error: { code, message: expect.any(String) } });
  };

  it('rejects a missing key, an unknown key, a public key and a read-disabled company', async () => {
    expectError(await request(server()).post(PATH).send(valid), 401, 'missing_api_key');
    expectError(await post(valid, 'sk_sandbox_not-a-real-key'), 401, 'invalid_api_key');
    expectError(await post(valid, e2e.company.public_key), 403, 'forbidden_error');
    await e2e.h.database.repositories.companies.setPermissions(e2e.company.company_id, { readEnabled: false });
    expectError(await post(valid), 401, 'read_permissions_disabled');
  });

  it('reads the key header in any case', async () => {
    const res = await request(server()).post(PATH).set('x-API-key', e2e.company.private_key).send(valid);
    expectError(res, 404, 'USER_NOT_FOUND');
  });

  it.each([
    ['both identifiers', { ...valid, user_id: '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d' }, ['user_id', 'external_id']],
    ['no identifier', { start_date: '2025-01-01', end_date: '2025-01-31' }, ['user_id', 'external_id']],
    ['no start_date', { external_id: 'x', end_date: '2025-01-31' }, ['start_date']],
    ['no end_date', { external_id: 'x', start_date: '2025-01-31' }, ['end_date']],
    ['an impossible date', { ...valid, start_date: '2025-02-30' }, ['start_date']],
    ['another date format', { ...valid, end_date: '31/01/2025' }, ['end_date']],
    ['start after end', { ...valid, start_date: '2025-02-01' }, ['end_date']],
    ['a window over the maximum', { ...valid, start_date: '2000-01-01' }, ['end_date']],
    ['a user_id that is not a UUID', { user_id: '42', start_date: '2025-01-01', end_date: '2025-01-31' }, ['user_id']],
    ['details that is not a boolean', { ...valid, options: { details: 'yes' } }, ['options.details']],
    ['a date that is not a string', { ...valid, start_date: 20250101 }, ['start_date']],
  ])('answers 422 bad_request for %s, naming the fields', async (_case, body, fields) => {
    const res = await post(body);
    expectError(res, 422, 'bad_request');
    expect(res.body.error.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(fields));
  });

  it('answers 422 for malformed JSON, a body that is not an object and a wrong content type', async () => {
    const send = (type: string, body: string) =>
      request(server()).post(PATH).set('X-Api-Key', e2e.company.private_key).set('Content-Type', type).send(body);
    expectError(await send('application/json', '{"external_id": '), 422, 'bad_request');
    expectError(await send('application/json', '[1,2]'), 422, 'bad_request');
    expectError(await send('text/plain', JSON.stringify(valid)), 422, 'bad_request');
  });

  it('echoes a client request id and makes one up otherwise', async () => {
    const mine = await post(valid).set('X-Request-Id', 'client-trace-123');
    expect(mine.headers['x-request-id']).toBe('client-trace-123');
    const made = await post(valid);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes in the envelope', async () => {
    expectError(await request(server()).get('/v1/nothing-here'), 404, 'not_found_error');
  });

  it('serves health and the OpenAPI document', async () => {
    const health = await request(server()).get('/health').expect(200);
    expect(health.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' }, error: null });
    const doc = await request(server()).get('/docs/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain(PATH);
  });
});
