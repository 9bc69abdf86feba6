import { ManageApiKeys } from '@gig/domain';
import { runKeyCommand } from '../../composition/admin/key.commands';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { signInMember } from '../../testing/console-client';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const MAX = 4;
const CAPPED = { code: 'bad_request', message: `The company already has ${MAX} working API keys, the most allowed: revoke one first (a rotated key counts until its grace ends).`, errors: null };

onEveryDatabase((name, postgresUrl) => {
  describe(`At most MAX_ACTIVE_API_KEYS_PER_COMPANY working keys per company, on ${name}`, () => {
    let h: ApiHarness;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { MAX_ACTIVE_API_KEYS_PER_COMPANY: String(MAX) } });
    }, OPEN_BUDGET_MS);
    beforeEach(() => h.reset(), RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('lets parallel creations in the console make only the keys left to the limit, the others 422', async () => {
      const company = await h.createCompany();
      const admin = await signInMember(h.app, company.company_id);
      const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/console/api/api-keys', { kind: 'private' })));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
      expect(answers.find((res) => res.status === 422)?.body).toEqual({ success: false, data: null, error: CAPPED });
      expect((await admin.get('/console/api/api-keys')).body.data.items).toHaveLength(MAX);
    });

    it('counts a rotated key until its grace ends, frees room on revocation, and holds for the admin CLI too', async () => {
      const company = await h.createCompany();
      const admin = await signInMember(h.app, company.company_id);
      for (let i = 0; i < MAX - 2; i++) await admin.post('/console/api/api-keys', { kind: 'public' }).expect(201);
      const keys = h.app.get(ManageApiKeys);
      await expect(runKeyCommand('create', { company: company.company_id, kind: 'private' }, keys)).rejects.toMatchObject(CAPPED);
      const listed = (await admin.get('/console/api/api-keys')).body.data.items as { key_id: string }[];
      const rotated = await admin.post(`/console/api/api-keys/${listed[0].key_id}/rotate`, { grace_hours: 2 }).expect(200);
      const again = await admin.post(`/console/api/api-keys/${rotated.body.data.key.key_id}/rotate`, {});
      expect([again.status, again.body.error]).toEqual([422, CAPPED]);
      await admin.post(`/console/api/api-keys/${listed[0].key_id}/revoke`).expect(200);
      await admin.post(`/console/api/api-keys/${rotated.body.data.key.key_id}/rotate`, { grace_hours: 0 }).expect(200);
      await admin.post(`/console/api/api-keys/${listed[1].key_id}/revoke`).expect(200);
      await expect(runKeyCommand('create', { company: company.company_id, kind: 'private' }, keys)).resolves.toMatchObject({ kind: 'private' });
    });
  });
});
