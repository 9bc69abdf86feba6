import { createHash, randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { slowedConnector } from '../../../testing/overridden-connector';

onEveryDatabase((name, postgresUrl) => {
  describe(`Idempotency-Key on POST, on ${name}`, () => {
    let h: ApiHarness;
    let key: string;
    const slowStart = slowedConnector('startLogin', 150);
    const post = (path: string, body: object, idempotencyKey?: string) => {
      const call = request(h.app.getHttpServer()).post(path).set('X-Api-Key', key);
      return (idempotencyKey ? call.set('Idempotency-Key', idempotencyKey) : call).send(body);
    };

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, wrapConnector: slowStart.wrap, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
      key = (await h.createCompany()).private_key;
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('replays the first answer to a retry with the same key and body, status, body and all', async () => {
      const idempotencyKey = randomUUID();
      const first = await post('/v1/users', {}, idempotencyKey).expect(201);
      const retry = await post('/v1/users', {}, idempotencyKey).expect(201);
      expect([retry.text, retry.headers['idempotent-replayed'], first.headers['idempotent-replayed']]).toEqual([first.text, 'true', undefined]);
      const without = await post('/v1/users', {}).expect(201);
      expect(without.body.data.user_id).not.toBe(first.body.data.user_id);
    });

    it('keeps a replayable answer sealed at rest: a webhook’s secret, shown once, is not in the table but is replayed', async () => {
      const idempotencyKey = randomUUID();
      const body = { url: 'http://127.0.0.1:9/hooks', name: 'sealed' };
      const first = await post('/v1/webhooks', body, idempotencyKey);
      const again = await post('/v1/webhooks', body, idempotencyKey);
      expect([first.status, again.status, again.body.data.private_key]).toEqual([201, 201, first.body.data.private_key]);
      const rows: { answer_body: string }[] = await h.database.dataSource.query('SELECT answer_body FROM idempotency_keys WHERE key = $1', [idempotencyKey]);
      expect(rows).toHaveLength(1);
      expect(rows[0].answer_body).not.toContain(first.body.data.private_key);
      expect(rows[0].answer_body).not.toContain('sealed');
    });

    it('replays a refusal too, and refuses the same key with another body or a malformed key', async () => {
      const idempotencyKey = randomUUID();
      const refused = await post('/v1/users', { external_id: 7 }, idempotencyKey).expect(422);
      expect((await post('/v1/users', { external_id: 7 }, idempotencyKey).expect(422)).text).toBe(refused.text);
      const other = await post('/v1/users', { external_id: 'w-8' }, idempotencyKey).expect(422);
      expect(other.body.error.errors).toEqual([{ field: 'idempotency-key', message: expect.stringMatching(/already used with another request/) }]);
      const malformed = await post('/v1/users', {}, 'é'.repeat(3)).expect(422);
      expect(malformed.body.error.errors[0].field).toBe('idempotency-key');
    });

    it('keeps each API key’s Idempotency-Keys apart: the public key replaying the private key’s key and body runs its own request', async () => {
      const company = await h.createCompany();
      const send = (apiKey: string, body: object, idempotencyKey: string) =>
        request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', apiKey).set('Idempotency-Key', idempotencyKey).send(body);
      const idempotencyKey = `user-${randomUUID()}`;
      const body = { external_id: `w-${randomUUID()}` };
      const backend = await send(company.private_key, body, idempotencyKey).expect(201);
      const widget = await send(company.public_key, body, idempotencyKey).expect(403);
      expect([widget.body.error.code, widget.headers['idempotent-replayed'], widget.text]).toEqual(['forbidden_error', undefined, expect.not.stringContaining(backend.body.data.user_id)]);
      const again = await send(company.public_key, body, idempotencyKey).expect(403);
      expect([again.text, again.headers['idempotent-replayed']]).toEqual([widget.text, 'true']);
      const retry = await send(company.private_key, body, idempotencyKey).expect(201);
      expect([retry.text, retry.headers['idempotent-replayed']]).toEqual([backend.text, 'true']);
    });

    it('does not let the public key take a key the backend will use: the backend’s request still runs', async () => {
      const company = await h.createCompany();
      const send = (apiKey: string, body: object, idempotencyKey: string) =>
        request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', apiKey).set('Idempotency-Key', idempotencyKey).send(body);
      const idempotencyKey = `user-${randomUUID()}`;
      await send(company.public_key, { external_id: 'squatted' }, idempotencyKey).expect(201);
      const backend = await send(company.private_key, { external_id: `w-${randomUUID()}` }, idempotencyKey).expect(201);
      expect([backend.headers['idempotent-replayed'], backend.body.data.external_id]).toEqual([undefined, expect.stringMatching(/^w-/)]);
    });

    it('takes over the key of a request that died with its process (not renewed for 8 s): the retry runs, without waiting', async () => {
      const seen = randomUUID();
      await post('/v1/users', {}, seen).expect(201);
      const [{ scope }] = await h.database.dataSource.query('SELECT scope FROM idempotency_keys WHERE key = $1', [seen]);
      const hash = createHash('sha256').update('POST /v1/users\n{}').digest('hex');
      const dead = randomUUID();
      await h.database.dataSource.query('INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)', [scope, dead, hash, new Date(h.clock.now().getTime() - 9_000)]);
      const started = Date.now();
      const retry = await post('/v1/users', {}, dead);
      expect([retry.status, retry.headers['idempotent-replayed']]).toEqual([201, undefined]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await post('/v1/users', {}, dead)).text).toBe(retry.text);
    });

    it('runs simultaneous retries once: one platform call, one account, every answer the same', async () => {
      const userId = (await post('/v1/users', {}).expect(201)).body.data.user_id;
      const idempotencyKey = randomUUID();
      slowStart.calls = 0;
      const body = { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: userId };
      const answers = await Promise.all(Array.from({ length: 5 }, () => post('/v1/accounts', body, idempotencyKey)));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((res) => res.body.data.account_id)).size).toBe(1);
      expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
      expect(slowStart.calls).toBe(1);
    });
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('Idempotency-Key across two server processes on one PostgreSQL', () => {
    it('replays in one process what the other answered', async () => {
      const secretKey = randomBytes(32);
      const first = await openApiHarness({ postgresUrl: process.env.TEST_DATABASE_URL, secretKey });
      const other = await first.database.secondConnection();
      if (!other) throw new Error('PostgreSQL gives a second connection');
      const second = await openApiHarness({ secretKey, database: { ...other, truncate: first.database.truncate, secondConnection: async () => null } });
      try {
        const { private_key: key } = await first.createCompany();
        const idempotencyKey = randomUUID();
        const send = (h: ApiHarness) => request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', key).set('Idempotency-Key', idempotencyKey).send({});
        const [a, b] = [await send(first), await send(second)];
        expect([a.status, b.status, b.text, b.headers['idempotent-replayed']]).toEqual([201, 201, a.text, 'true']);
      } finally {
        await second.app.close();
        await other.close();
        await first.close();
      }
    });
  });
}
