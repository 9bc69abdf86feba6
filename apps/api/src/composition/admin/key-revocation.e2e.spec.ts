import { hashApiKey } from '@gig/domain';
import { openTestDatabase } from '@gig/persistence/testing';
import { TestClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { runAdminCommand } from './admin.commands';
import type { Composition } from '../compose';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, composeForTests, onEveryDatabase, openApiHarness, TestDatabase } from '../../testing/api-harness';

const CACHE_SECONDS = 5;

onEveryDatabase((name, postgresUrl) => {
  describe(`Revoking a key reaches every server within API_KEY_CACHE_SECONDS, on ${name}`, () => {
    let database: TestDatabase;
    let admin: Composition;
    let servers: ApiHarness[];
    const run = async (...argv: string[]) => (await runAdminCommand(argv, admin.useCases)) as Record<string, string>;

    beforeAll(async () => {
      database = await openTestDatabase(postgresUrl);
      admin = await composeForTests(database);
      const env = { API_KEY_CACHE_SECONDS: String(CACHE_SECONDS) };
      servers = [await openApiHarness({ database, env, clock: new TestClock(new Date()) }), await openApiHarness({ database, env, clock: new TestClock(new Date()) })];
    }, OPEN_BUDGET_MS);
    afterAll(async () => {
      for (const server of servers) await server.close();
      await database.close();
    }, CLOSE_BUDGET_MS);

    it('keeps answering a revoked key from each server’s memory for at most the cache time, then refuses it', async () => {
      const company = await run('company', 'create', '--name', 'Acme');
      const { key, key_id } = await run('key', 'create', '--company', company.company_id, '--kind', 'private');
      const [a, b] = servers.map((server) => apiClient(server.app, key));
      const userId = await a.createUser('w-1');
      for (const client of [a, b]) await client.get(`/v1/users/${userId}`).expect(200);

      await run('key', 'revoke', '--id', key_id);
      expect(await database.repositories.apiKeys.findActiveByHash(hashApiKey(key))).toBeNull();
      servers[0].clock.advance(CACHE_SECONDS * 1000 - 1);
      for (const client of [a, b]) await client.get(`/v1/users/${userId}`).expect(200);

      servers[0].clock.advance(1);
      const refused = await a.get(`/v1/users/${userId}`).expect(401);
      expect(refused.body.error.code).toBe('invalid_api_key');
      await b.get(`/v1/users/${userId}`).expect(200);
      servers[1].clock.advance(CACHE_SECONDS * 1000);
      await b.get(`/v1/users/${userId}`).expect(401);
      await apiClient(servers[1].app, company.private_key).get(`/v1/users/${userId}`).expect(200);
    });
  });
});
