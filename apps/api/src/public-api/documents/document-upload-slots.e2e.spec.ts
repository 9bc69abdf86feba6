import request from 'supertest';
import { request as httpRequest } from 'node:http';
import { renderConstanciaPdf } from '@gig/pdf-document/testing';
import { aConstanciaSample, constanciaPages } from '@gig/testing';
import { UPLOAD_SLOTS, UploadSlots } from '../../platform/http/upload-slots';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

interface Answer { status: number; code: string | null; retryAfter: string | undefined; connection: string | undefined; at: number }

onEveryDatabase((name, postgresUrl) => {
  describe(`Document uploads wait for one of the process's upload slots (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl, env: { DOCUMENT_UPLOAD_CONCURRENCY: '1', DOCUMENT_UPLOAD_QUEUE: '1', DOCUMENT_UPLOAD_WAIT_SECONDS: '5' } });
    let genuine: Buffer;
    let slots: UploadSlots;
    let userId: string;

    beforeAll(async () => {
      genuine = await renderConstanciaPdf(constanciaPages(aConstanciaSample()));
    });
    beforeEach(async () => {
      slots = e2e.h.app.get(UPLOAD_SLOTS);
      userId = await e2e.api.createUser('worker-1');
      expect((await upload('/v1/documents', e2e.company.private_key)).status).toBe(201);
    });
    afterEach(() => expect([slots.busy, slots.queued]).toEqual([0, 0]));

    /** An upload whose body stops after 100 bytes until `finish()`: it holds its slot meanwhile. */
    const heldUpload = () => {
      const req = httpRequest(new URL(`/v1/documents?user_id=${userId}&type=imss_constancia`, e2e.h.origin), {
        method: 'POST', agent: false, headers: { 'x-api-key': e2e.company.private_key, 'content-type': 'application/pdf', 'content-length': genuine.length },
      });
      const answer = new Promise<Answer>((resolve, reject) => {
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(answerOf(res.statusCode ?? 0, JSON.parse(Buffer.concat(chunks).toString()), res.headers)));
        });
        req.on('error', reject);
      });
      req.write(genuine.subarray(0, 100));
      return { answer, finish: () => req.end(genuine.subarray(100)) };
    };
    const upload = (path: string, key: string, idempotencyKey = `upload-${Math.random()}`): Promise<Answer> =>
      request(e2e.h.app.getHttpServer()).post(`${path}?user_id=${userId}&type=imss_constancia`)
        .set('X-Api-Key', key).set('Idempotency-Key', idempotencyKey).set('Content-Type', 'application/pdf').send(genuine)
        .then((res) => answerOf(res.status, res.body, res.headers));

    it('reads one upload at a time: the widget’s waits until the lender’s is answered; one more than the queue is 503 at once', async () => {
      const first = heldUpload();
      await until(() => slots.busy === 1);
      const second = upload('/v1/connect/documents', e2e.company.public_key);
      await until(() => slots.queued === 1);
      const third = await upload('/v1/documents', e2e.company.private_key);
      expect(third).toMatchObject({ status: 503, code: 'service_unavailable', retryAfter: '5', connection: 'close' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([slots.busy, slots.queued]).toEqual([1, 1]);
      first.finish();
      const [firstAnswer, secondAnswer] = await Promise.all([first.answer, second]);
      expect([firstAnswer.status, secondAnswer.status]).toEqual([201, 201]);
      expect(secondAnswer.at).toBeGreaterThan(firstAnswer.at);
      expect((await e2e.api.get(`/v1/users/${userId}/documents`)).body.data.documents).toHaveLength(3);
    });

    it('answers a wait past DOCUMENT_UPLOAD_WAIT_SECONDS 503 with retry-after, storing nothing for its Idempotency-Key', async () => {
      const first = heldUpload();
      await until(() => slots.busy === 1);
      const started = performance.now();
      const waited = await upload('/v1/documents', e2e.company.private_key, 'constancia-1');
      expect(waited).toMatchObject({ status: 503, code: 'service_unavailable', retryAfter: '5', connection: 'close' });
      expect(waited.at - started).toBeGreaterThanOrEqual(4_900);
      first.finish();
      expect((await first.answer).status).toBe(201);
      const again = await request(e2e.h.app.getHttpServer()).post(`/v1/documents?user_id=${userId}&type=imss_constancia`)
        .set('X-Api-Key', e2e.company.private_key).set('Idempotency-Key', 'constancia-1').set('Content-Type', 'application/pdf').send(genuine);
      expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, undefined]);
    });
  });
});

function answerOf(status: number, body: { error: { code: string } | null }, headers: Record<string, string | string[] | undefined>): Answer {
  const header = (name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);
  return { status, code: body.error?.code ?? null, retryAfter: header('retry-after'), connection: header('connection'), at: performance.now() };
}

async function until(condition: () => boolean): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() - started > 5_000) throw new Error('the condition did not hold within 5 s');
  }
}
