import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { seedDemoIfEmpty } from '../../composition/bootstrap/seed-demo';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';

describe('/connect/demo where the demo is not, or no longer, there', () => {
  let seeding: ApiHarness;
  let notSeeding: ApiHarness;

  beforeAll(async () => {
    seeding = await openApiHarness({ env: { SEED_DEMO: 'true' } });
    notSeeding = await openApiHarness();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await seeding?.close();
    await notSeeding?.close();
  }, CLOSE_BUDGET_MS);

  it('is no route at all on a server that does not seed the demo (SEED_DEMO=false, the default on PostgreSQL)', async () => {
    const answer = await request(notSeeding.app.getHttpServer()).get('/connect/demo').expect(404);
    expect(answer.body.error.code).toBe('not_found_error');
  });

  it('shows the not-available page before the demo is seeded, and once its worker is deleted; issues no token then', async () => {
    const server = () => request(seeding.app.getHttpServer());
    const before = await server().get('/connect/demo').expect(404).expect('content-type', /html/);
    expect([before.headers['location'], before.headers['cache-control']]).toEqual([undefined, 'no-store']);
    let printed = '';
    await seedDemoIfEmpty(seeding.composition, (text) => (printed += text));
    await server().get('/connect/demo').expect(303);
    const privateKey = /private key: (sk_\S+)/.exec(printed)?.[1] ?? '';
    const user = await server().get('/v1/users?external_id=demo-worker-1').set('X-Api-Key', privateKey).expect(200);
    await server().delete(`/v1/users/${user.body.data.user_id}`).set('X-Api-Key', privateKey).expect(200);
    const after = await server().get('/connect/demo').expect(404).expect('content-type', /html/);
    expect(after.headers['location']).toBeUndefined();
  });
});

