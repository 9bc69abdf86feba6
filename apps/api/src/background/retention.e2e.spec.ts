import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../testing/api-harness';
import { aDocument, CLOSE_BUDGET_MS, NO_REPORT_LIMITS, OPEN_BUDGET_MS } from '@gig/testing';

const HOUR = 3_600_000;

/** Polls until `done` holds; the background purge runs on its own timer, so the test waits for its effect, never for a duration. */
async function eventually(done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; !(await done()); ) {
    if (Date.now() > until) throw new Error('the background purge did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

onEveryDatabase((name, postgresUrl) => {
  describe(`The background retention purge, on ${name}`, () => {
    let h: ApiHarness;
    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { RETENTION_ENABLED: 'true', RETENTION_INTERVAL_MS: '1000', RETENTION_BATCH: '2' } });
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('deletes idempotency keys past 24 h and sign-in counters past their window, in batches, and keeps the recent ones', async () => {
      const { private_key: key } = await h.createCompany();
      const post = (idempotencyKey: string) => request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', key).set('Idempotency-Key', idempotencyKey).send({}).expect(201);
      const old = Array.from({ length: 5 }, () => randomUUID());
      for (const idempotencyKey of old) await post(idempotencyKey);
      for (const address of ['203.0.113.1', '203.0.113.2']) {
        await request(h.app.getHttpServer()).post('/console/api/session').set('X-Forwarded-For', address).send({ email: 'nobody@lender.example', password: 'not the password' }).expect(401);
      }
      h.clock.advance(23 * HOUR);
      const recent = randomUUID();
      await post(recent);
      h.clock.advance(HOUR + 1);
      const keys = async () => (await h.database.dataSource.query('SELECT key FROM idempotency_keys')).map((row: { key: string }) => row.key);
      await eventually(async () => (await keys()).length === 1);
      expect(await keys()).toEqual([recent]);
      expect(await h.database.dataSource.query('SELECT key FROM sign_in_attempts')).toEqual([]);
    }, 120_000);

    it('expires reports past REPORT_RETENTION_DAYS (90): verification then says expired, and the PDF is gone', async () => {
      const { company_id: companyId, private_key: key } = await h.createCompany();
      const userId = (await request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', key).send({}).expect(201)).body.data.user_id;
      const reports = h.database.repositories.reports;
      const report = (id: string) => ({ id, companyId, userId, externalId: null, language: 'es' as const, window: { start: '2026-01-01', end: '2026-01-31' }, createdAt: h.clock.now(), environment: 'sandbox' as const });
      const [old, recent] = [randomUUID(), randomUUID()];
      await reports.createWithin(report(old), NO_REPORT_LIMITS);
      h.clock.advance(HOUR);
      await reports.createWithin(report(recent), NO_REPORT_LIMITS);
      h.clock.advance(90 * 24 * HOUR - HOUR + 1);
      const validity = async (id: string) => (await request(h.app.getHttpServer()).get(`/verify/${id}?format=json`).expect(200)).body.data.validity;
      await eventually(async () => (await validity(old)) === 'expired');
      expect([await validity(recent), await reports.find(companyId, old), (await reports.find(companyId, recent))?.id]).toEqual(['valid', null, recent]);
    }, 120_000);

    it('drops uploaded documents’ files past DOCUMENT_RETENTION_DAYS (90), keeping what was read from them', async () => {
      const { company_id: companyId, private_key: key } = await h.createCompany();
      const userId = (await request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', key).send({}).expect(201)).body.data.user_id;
      const documents = h.database.repositories.documents;
      const old = aDocument({ id: userId, companyId }, { uploadedAt: h.clock.now() });
      await documents.create(old, Uint8Array.from([1, 2, 3]));
      h.clock.advance(HOUR);
      const recent = aDocument({ id: userId, companyId }, { uploadedAt: h.clock.now() });
      await documents.create(recent, Uint8Array.from([4, 5, 6]));
      h.clock.advance(90 * 24 * HOUR - HOUR + 1);
      await eventually(async () => (await documents.findSealedFile(companyId, old.id)) === null);
      expect(await documents.find(companyId, old.id)).toMatchObject({ extracted: old.extracted, risk: old.risk, filePurgedAt: expect.anything() });
      expect(await documents.findSealedFile(companyId, recent.id)).toEqual(Uint8Array.from([4, 5, 6]));
    }, 120_000);
  });
});
