import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';

onEveryDatabase((name, postgresUrl) => {
  describe(`/health/live and /health/ready (${name})`, () => {
    let h: ApiHarness;
    const get = (path: string) => request(h.app.getHttpServer()).get(path);

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('answers live and ready while the database answers at the head of the schema; /health as before', async () => {
      expect((await get('/health/live').expect(200)).body).toEqual({ success: true, data: { status: 'ok' }, error: null });
      expect((await get('/health/ready').expect(200)).body).toEqual({ success: true, data: { status: 'ready', database: 'ok', migrations: 'at_head' }, error: null });
      expect((await get('/health').expect(200)).body.data).toEqual({ status: 'ok', database: 'ok' });
    });

    it('is not ready while a migration of this build is pending, and ready again once it ran', async () => {
      await h.database.dataSource.undoLastMigration({ transaction: 'each' });
      try {
        const pending = await get('/health/ready').expect(503);
        expect(pending.body.error).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/migrations are pending/) });
        await get('/health/live').expect(200);
      } finally {
        await h.database.dataSource.runMigrations({ transaction: 'each' });
      }
      await get('/health/ready').expect(200);
    });

    it('stops being ready at once when it starts draining, stays live, and asks clients to reconnect elsewhere', async () => {
      h.composition.drain.begin();
      const draining = await get('/health/ready').expect(503);
      expect(draining.body).toMatchObject({ success: false, data: null, error: { code: 'service_unavailable', message: expect.stringMatching(/shutting down/) } });
      expect(draining.headers.connection).toBe('close');
      await get('/health/live').expect(200);
      await get('/health').expect(200);
    });
  });
});
