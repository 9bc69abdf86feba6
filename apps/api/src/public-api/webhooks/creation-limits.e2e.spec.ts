import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

/** The answers to `count` parallel creations: how many were created, and the status and code of the rest. */
async function inParallel(count: number, create: () => Promise<{ status: number; body: { error: { code: string; message: string } | null } }>) {
  const answers = await Promise.all(Array.from({ length: count }, create));
  const refused = answers.filter((answer) => answer.status !== 201);
  return { created: answers.length - refused.length, refused: new Set(refused.map((answer) => `${answer.status} ${answer.body.error?.code} ${answer.body.error?.message}`)) };
}

onEveryDatabase((name, postgresUrl) => {
  describe(`Per-company creation limits under parallel requests (${name})`, () => {

    const e2e = e2eSetup({ postgresUrl });

    it('60 parallel webhook creations leave exactly 20; the rest get the limit’s 422', async () => {
      const outcome = await inParallel(60, () => e2e.api.post('/v1/webhooks', { url: 'https://hooks.lender.example/gig', name: 'Loans' }));
      expect(outcome).toEqual({ created: 20, refused: new Set(['422 bad_request A company may have at most 20 webhooks; delete one first.']) });
      expect((await e2e.api.get('/v1/webhooks')).body.data.webhooks).toHaveLength(20);
    }, 120_000);

    it('80 parallel widget creations leave exactly 50; the rest get the limit’s 422', async () => {
      const outcome = await inParallel(80, () => e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: ['https://app.lender.example'] }));
      expect(outcome).toEqual({ created: 50, refused: new Set(['422 bad_request A company may have at most 50 widgets; change one instead.']) });
      expect((await e2e.api.get('/v1/widgets')).body.data.widgets).toHaveLength(50);
    }, 120_000);
  });
});
