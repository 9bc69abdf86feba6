import { apiKeyPrefix, ListApiKeys, ManageApiKeys } from '@gig/domain';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

onEveryDatabase((name, postgresUrl) => {
  describe(`A company's own key management and the key cache, on ${name}`, () => {
    let server: ApiHarness;

    beforeAll(async () => {
      server = await openApiHarness({ postgresUrl, env: { API_KEY_CACHE_SECONDS: '300' } });
    }, OPEN_BUDGET_MS);
    afterAll(() => server.close(), CLOSE_BUDGET_MS);
    beforeEach(() => server.reset(), RESET_BUDGET_MS);

    async function company(name = 'Acme') {
      const created = await server.createCompany(name);
      const keys = await server.app.get(ListApiKeys).execute(created.company_id);
      const privateKey = keys.find((k) => k.prefix === apiKeyPrefix(created.private_key));
      if (!privateKey) throw new Error('no private key listed');
      return { created, privateKeyId: privateKey.id };
    }

    it('records when a key was last used, once per read from the database', async () => {
      const { created, privateKeyId } = await company();
      const lastUsed = async () => (await server.app.get(ListApiKeys).execute(created.company_id)).find((k) => k.id === privateKeyId)?.lastUsedAt;
      expect(await lastUsed()).toBeNull();
      await apiClient(server.app, created.private_key).createUser('w-1');
      await settle();
      expect(await lastUsed()).toEqual(server.clock.now());
    });

    it('refuses a key revoked through the company’s own management at once, despite the cache, and only that key', async () => {
      const { created, privateKeyId } = await company();
      const client = apiClient(server.app, created.private_key);
      const userId = await client.createUser('w-1');
      await client.get(`/v1/users/${userId}`).expect(200);
      const other = await company('Other');
      await expect(server.app.get(ManageApiKeys).revokeForCompany(created.company_id, other.privateKeyId)).rejects.toMatchObject({ code: 'not_found_error' });
      await apiClient(server.app, other.created.private_key).createUser('w-2');

      await server.app.get(ManageApiKeys).revokeForCompany(created.company_id, privateKeyId);
      const refused = await client.get(`/v1/users/${userId}`).expect(401);
      expect(refused.body.error.code).toBe('invalid_api_key');
      await apiClient(server.app, other.created.private_key).createUser('w-3');
    });

    it('stops a key rotated with no grace at once', async () => {
      const { created, privateKeyId } = await company();
      const client = apiClient(server.app, created.private_key);
      const userId = await client.createUser('w-1');
      const { issued } = await server.app.get(ManageApiKeys).rotateForCompany(created.company_id, privateKeyId, 0);
      await client.get(`/v1/users/${userId}`).expect(401);
      await apiClient(server.app, issued.key).get(`/v1/users/${userId}`).expect(200);
    });
  });
});
