import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AuthenticateApiKey, DomainError, VerifyReport, VerifyReportFile } from '@gig/domain';
import { NO_REPORT_LIMITS, SWEEP_BUDGET_MS } from '@gig/testing';
import request from 'supertest';
import { ApiClient, apiClient } from '../../testing/api-client';
import { type ApiHarness, openApiHarness } from '../../testing/api-harness';
import { ContractSweep, useContractSweep } from '../../testing/contract-sweep';
import type { CheckedAnswer } from '../../testing/openapi-conformance';


/** Every contract sweep file under `dir`: each names the tags whose statuses it reaches. */
function contractSweepFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.contract.e2e.spec.ts')).map((file) => join(dir, file));
}

/**
 * Keys, permissions and limits on every keyed operation (taken from the document, so a new one is swept without an edit), the health checks, the catalogues and the verification page. Every answer is checked against the document; each status of the operations tagged platforms, sandbox, health, verification is
 * reached here, but those every-route.contract.e2e.spec.ts reaches on every keyed operation.
 */
describe('The contract sweep: platforms, sandbox, health, verification', () => {
  const sweep = useContractSweep();
  let h: ApiHarness;
  let api: ApiClient;
  let publicApi: ApiClient;
  let companyId: string;
  const expectAnswer: ContractSweep['expectAnswer'] = (call, status, code) => sweep().expectAnswer(call, status, code);
  const anonymous = () => sweep().anonymous();

  beforeAll(() => {
    ({ h, api, publicApi, companyId } = sweep());
  });

  it('reaches 401, 422, 429 and 503 on every keyed operation, and every status of the health checks, catalogues and verification', async () => {
    await keysAndPermissions();
    await catalogues();
    await verification();
    await expectAnswer(anonymous().get('/health'), 200);
    await expectAnswer(anonymous().get('/health?probe=%7f'), 422, 'bad_request');
    jest.spyOn(h.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    await expectAnswer(anonymous().get('/health'), 503, 'service_unavailable');
    await expectAnswer(anonymous().get('/health/live'), 200);
    await expectAnswer(anonymous().get('/health/live?probe=%7f'), 422, 'bad_request');
    await expectAnswer(anonymous().get('/health/ready'), 200);
    await expectAnswer(anonymous().get('/health/ready?probe=%7f'), 422, 'bad_request');
    jest.spyOn(h.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    await expectAnswer(anonymous().get('/health/ready'), 503, 'service_unavailable');
    await databaseDownEverywhere();

    const limited = await rateLimitedEverywhere();
    expect(h.conformance.violations).toEqual([]);
    expect(sweep().unreached(['platforms', 'sandbox', 'health', 'verification'], { everyRoute: true, alsoChecked: limited })).toEqual([]);
  }, SWEEP_BUDGET_MS);

  it('leaves no tag of the document to no sweep: each is named by an `unreached([...])` of a *.contract.e2e.spec.ts', () => {
    const swept = new Set(contractSweepFiles(join(__dirname, '../..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/unreached\(\[([^\]]*)\]/g)].flatMap((match) => [...match[1].matchAll(/'([\w-]+)'/g)].map((tag) => tag[1]))));
    expect(sweep().tags().filter((tag) => !swept.has(tag))).toEqual([]);
  });

  async function keysAndPermissions() {
    const userId = await api.createUser('keys');
    await expectAnswer(anonymous().get(`/v1/users/${userId}`), 401, 'missing_api_key');
    await expectAnswer(apiClient(h.app, 'gig_private_not-a-key').get(`/v1/users/${userId}`), 401, 'invalid_api_key');
    await expectAnswer(publicApi.get(`/v1/users/${userId}`), 403, 'forbidden_error');
    await expectAnswer(api.get(`/v1/users/${userId}%1b`), 422, 'bad_request');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: false });
    await expectAnswer(api.get(`/v1/users/${userId}`), 401, 'read_permissions_disabled');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: true, writeEnabled: false });
    await expectAnswer(api.post('/v1/users', {}), 401, 'write_permissions_disabled');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: true, writeEnabled: true });
    for (const [method, path] of sweep().keyedRoutes(userId)) {
      await expectAnswer(anonymous()[method](path), 401, 'missing_api_key');
      await expectAnswer(api[method](`${path}${path.includes('?') ? '&' : '?'}note=%00`), 422, 'bad_request');
    }
    await sweep().publicKeyEverywhere(['platforms', 'sandbox'], userId);
  }

  async function catalogues() {
    await expectAnswer(publicApi.get('/v1/platforms'), 200);
    await expectAnswer(publicApi.get('/v1/sandbox/scenarios'), 200);
    await expectAnswer(publicApi.get('/v1/sandbox/documents'), 200);
    await expectAnswer(api.get('/v1/sandbox/documents/genuine'), 200);
    await expectAnswer(api.get('/v1/sandbox/documents/nonsense'), 404, 'not_found_error');
    await expectAnswer(apiClient(h.app, 'nope').get('/v1/platforms'), 401, 'invalid_api_key');
  }

  async function verification() {
    const userId = await api.createUser('verified');
    const [id, pdf] = [crypto.randomUUID(), Buffer.from(`%PDF-1.7 ${crypto.randomUUID()}`)];
    const data = Buffer.from('{}');
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    await h.database.repositories.reports.createWithin({ id, companyId, userId, externalId: 'verified', language: 'es', window: { start: '2025-03-01', end: '2025-03-10' }, createdAt: h.clock.now(), environment: 'sandbox' }, NO_REPORT_LIMITS);
    await h.database.repositories.reports.complete(id, {
      status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, data, dataSha256: hash(data), pdf, pdfSha256: hash(pdf), completedAt: h.clock.now(),
    });
    await expectAnswer(anonymous().get(`/verify/${id}?format=json`), 200);
    await expectAnswer(anonymous().get(`/verify/${id}`), 200);
    await expectAnswer(anonymous().get(`/verify/${crypto.randomUUID()}?format=json`), 404, 'not_found_error');
    await expectAnswer(anonymous().get(`/verify/${id}?note=%00`), 422, 'bad_request');
    const pdfBody = (bytes: Buffer) => anonymous().post('/verify').set('Content-Type', 'application/pdf').send(bytes);
    expect((await expectAnswer(pdfBody(pdf), 200)).body.data.issued).toBe(true);
    expect((await expectAnswer(anonymous().post('/verify').attach('file', Buffer.from('%PDF-1.7 other'), 'other.pdf'), 200)).body.data.issued).toBe(false);
    await expectAnswer(pdfBody(Buffer.alloc(5 * 1024 * 1024 + 1)), 413, 'payload_too_large');
    await expectAnswer(anonymous().post('/verify').send({}), 422, 'bad_request');
    const down = new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.');
    jest.spyOn(VerifyReport.prototype, 'execute').mockRejectedValueOnce(down);
    await expectAnswer(anonymous().get(`/verify/${id}?format=json`), 503, 'service_unavailable');
    jest.spyOn(VerifyReportFile.prototype, 'execute').mockRejectedValueOnce(down);
    await expectAnswer(pdfBody(pdf), 503, 'service_unavailable');
  }

  async function databaseDownEverywhere() {
    const down = new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.');
    const lookup = jest.spyOn(AuthenticateApiKey.prototype, 'execute').mockRejectedValue(down);
    for (const [method, path] of sweep().keyedRoutes(crypto.randomUUID())) await expectAnswer(api[method](path), 503, 'service_unavailable');
    lookup.mockRestore();
  }

  async function rateLimitedEverywhere(): Promise<CheckedAnswer[]> {
    const limited = await openApiHarness({ env: { FAILED_AUTH_LIMIT_PER_MINUTE: '1', VERIFY_LIMIT_PER_MINUTE: '1' } });
    try {
      const server = () => request(limited.app.getHttpServer());
      await expectAnswer(server().get('/v1/platforms'), 401, 'missing_api_key');
      for (const [method, path] of sweep().keyedRoutes(crypto.randomUUID())) {
        const refused = await expectAnswer(server()[method](path).set('X-Api-Key', 'sk_sandbox_guess'), 429, 'too_many_requests');
        expect([path, Number(refused.headers['retry-after']) > 0]).toEqual([path, true]);
      }
      await expectAnswer(server().get('/health'), 200);
      await expectAnswer(server().get(`/verify/${crypto.randomUUID()}?format=json`), 404, 'not_found_error');
      await expectAnswer(server().get(`/verify/${crypto.randomUUID()}?format=json`), 429, 'too_many_requests');
      await expectAnswer(server().post('/verify').set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.7')), 429, 'too_many_requests');
      return limited.conformance.checked;
    } finally {
      await limited.close();
    }
  }
});
