import { apiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const LISTING = {
  key_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  kind: expect.stringMatching(/^(private|public)$/),
  prefix: expect.any(String),
  created_at: expect.any(String),
  last_used_at: null,
  revoked_at: null,
};

onEveryDatabase((name, postgresUrl) => {
  describe(`Console API keys (${name})`, () => {
    let admin: ConsoleClient;
    let viewer: ConsoleClient;

    const e2e = e2eSetup({ postgresUrl, env: { API_KEY_CACHE_SECONDS: '60' } });
    beforeEach(async () => {
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    const listed = async () => (await admin.get('/console/api/api-keys')).body.data.items as { key_id: string; prefix: string; last_used_at: string | null; revoked_at: string | null }[];

    it('lists the company’s keys without their text, and when each was last used', async () => {
      const res = await admin.get('/console/api/api-keys');
      expect(res.status).toBe(200);
      expect(res.body.data.items).toEqual([LISTING, LISTING]);
      expect(res.body.data.items.map((k: { prefix: string }) => k.prefix).sort()).toEqual([e2e.company.private_key.slice(0, 16), e2e.company.public_key.slice(0, 16)].sort());
      expect(res.text).not.toContain(e2e.company.private_key);
      expect((await e2e.api.get('/v1/platforms')).status).toBe(200);
      let keys = await listed();
      for (let tries = 0; tries < 40 && !keys.some((k) => k.last_used_at); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        keys = await listed();
      }
      expect(keys.find((k) => e2e.company.private_key.startsWith(k.prefix))?.last_used_at).toBe('2025-03-15T12:00:00.000Z');
    });

    it('creates a key shown once, that works at once', async () => {
      const res = await admin.post('/console/api/api-keys', { kind: 'private' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ key_id: expect.any(String), kind: 'private', prefix: res.body.data.api_key.slice(0, 16), created_at: expect.any(String), api_key: expect.stringMatching(/^sk_sandbox_/) });
      expect((await apiClient(e2e.h.app, res.body.data.api_key).get('/v1/webhooks')).status).toBe(200);
      expect((await listed()).map((k) => k.key_id)).toContain(res.body.data.key_id);
    });

    it('revokes a key: the API refuses it at once, though it was remembered a moment before', async () => {
      const api = e2e.api;
      expect((await api.get('/v1/webhooks')).status).toBe(200);
      const id = (await listed()).find((k) => e2e.company.private_key.startsWith(k.prefix))?.key_id;
      const res = await admin.post(`/console/api/api-keys/${id}/revoke`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ key_id: id, kind: 'private', prefix: e2e.company.private_key.slice(0, 16), revoked_at: '2025-03-15T12:00:00.000Z' });
      const refused = await api.get('/v1/webhooks');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('invalid_api_key');
    });

    it('rotates a key: a new one, and the old one valid for the grace period', async () => {
      const id = (await listed()).find((k) => e2e.company.public_key.startsWith(k.prefix))?.key_id;
      const res = await admin.post(`/console/api/api-keys/${id}/rotate`, { grace_hours: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        api_key: expect.stringMatching(/^pk_sandbox_/),
        key: { ...LISTING, kind: 'public', key_id: expect.not.stringMatching(id as string) },
        replaced: { ...LISTING, key_id: id, kind: 'public', revoked_at: '2025-03-15T14:00:00.000Z' },
      });
      expect((await apiClient(e2e.h.app, res.body.data.api_key).get('/v1/platforms')).status).toBe(200);
      expect((await listed()).map((k) => k.key_id)).toHaveLength(3);
    });

    it.each([[{}], [{ grace_hours: null }]])('rotates with %j: the replaced key is revoked after the default 24 h, not at once', async (body) => {
      const id = (await listed()).find((k) => e2e.company.private_key.startsWith(k.prefix))?.key_id;
      const res = await admin.post(`/console/api/api-keys/${id}/rotate`, body);
      expect(res.status).toBe(200);
      expect(res.body.data.replaced).toMatchObject({ key_id: id, revoked_at: '2025-03-16T12:00:00.000Z' });
    });

    it.each([
      [{ kind: 'secret' }, 'kind'],
      [{}, 'kind'],
    ])('refuses a creation with %j (422 naming %s)', async (body, field) => {
      const res = await admin.post('/console/api/api-keys', body);
      expect(res.status).toBe(422);
      expect(res.body.error.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });

    it.each([[{ grace_hours: 169 }], [{ grace_hours: -1 }], [{ grace_hours: '2' }]])('refuses a rotation with %j (422)', async (body) => {
      const id = (await listed())[0].key_id;
      const res = await admin.post(`/console/api/api-keys/${id}/rotate`, body);
      expect(res.status).toBe(422);
      expect(res.body.error.errors.map((e: { field: string }) => e.field)).toEqual(['grace_hours']);
      expect(await listed()).toHaveLength(2);
    });

    it('shows a viewer nothing of the keys (403) and lets it change nothing', async () => {
      const id = (await listed())[0].key_id;
      for (const call of [
        viewer.get('/console/api/api-keys'),
        viewer.post('/console/api/api-keys', { kind: 'private' }),
        viewer.post(`/console/api/api-keys/${id}/revoke`),
        viewer.post(`/console/api/api-keys/${id}/rotate`, {}),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden_error');
      }
      expect((await listed()).every((k) => k.revoked_at === null)).toBe(true);
    });

    it('treats another company’s key as absent (404) and leaves it working', async () => {
      const other = await e2e.h.createCompany('Other Lending');
      const theirs = (await (await signInMember(e2e.h.app, other.company_id)).get('/console/api/api-keys')).body.data.items[0].key_id;
      for (const call of [admin.post(`/console/api/api-keys/${theirs}/revoke`), admin.post(`/console/api/api-keys/${theirs}/rotate`, {})]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found_error');
      }
      expect((await listed()).map((k) => k.key_id)).not.toContain(theirs);
      expect((await apiClient(e2e.h.app, other.private_key).get('/v1/webhooks')).status).toBe(200);
    });
  });
});
