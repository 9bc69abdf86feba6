import { TestClock } from '@gig/testing';
import { randomBytes } from 'node:crypto';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { WebhookReceiver } from '../../testing/webhook-receiver';

/** Attempts to B's receiver hang for this long: far longer than A may wait. */
const TIMEOUT_MS = 30_000;
const ENV = {
  WEBHOOKS_ENABLED: 'true', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: '2', WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY: '4',
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true', // the receivers are on this machine
};

/** One server process on PGlite; two sharing the database (and a clock) on PostgreSQL. */
async function openProcesses(postgresUrl?: string): Promise<{ processes: ApiHarness[]; close(): Promise<void> }> {
  const clock = new TestClock(new Date());
  const secretKey = randomBytes(32);
  const first = await openApiHarness({ postgresUrl, clock, secretKey, env: ENV });
  const other = await first.database.secondConnection();
  if (!other) return { processes: [first], close: () => first.close() };
  const second = await openApiHarness({ clock, secretKey, env: ENV, database: { ...other, truncate: first.database.truncate, secondConnection: async () => null } });
  return {
    processes: [first, second],
    close: async () => {
      await second.app.close();
      await other.close();
      await first.close();
    },
  };
}

onEveryDatabase((name, postgresUrl) => {
  describe(`Webhook delivery is fair between companies (${name})`, () => {
    it('delivers a company’s event while another’s receivers hang with a backlog, which holds no more attempts than its caps, in every process together', async () => {
      const hanging = await WebhookReceiver.start();
      hanging.defaultAnswer = 'hang';
      const prompt = await WebhookReceiver.start();
      const { processes, close } = await openProcesses(postgresUrl);
      try {
        const [first, last] = [processes[0], processes[processes.length - 1]];
        const noisy = apiClient(first.app, (await first.createCompany('Noisy Lending')).private_key);
        const noisyHooks: string[] = [];
        for (let i = 0; i < 3; i++) {
          noisyHooks.push((await noisy.post('/v1/webhooks', { url: hanging.url, name: `hanging ${i}`, events: ['user.created'] })).body.data.webhook_id);
        }
        for (let i = 0; i < 20; i++) await noisy.createUser(`noisy-${i}`);
        await hanging.waitFor(4, 20_000);

        const quiet = apiClient(last.app, (await last.createCompany('Quiet Lending')).private_key);
        expect((await quiet.post('/v1/webhooks', { url: prompt.url, name: 'prompt', events: ['user.created'] })).status).toBe(201);
        await quiet.createUser('quiet-1');
        const [delivered] = await prompt.waitFor(1, TIMEOUT_MS / 2);
        expect(delivered.data).toMatchObject({ webhook_action: 'user.created', external_id: 'quiet-1' });

        const logs = await Promise.all(noisyHooks.map(async (id) => (await noisy.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries as { attempts: number; status: string }[]));
        expect(logs.flat()).toHaveLength(60);
        expect(logs.flat().every((line) => line.status === 'pending' && line.attempts === 0)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(hanging.received).toHaveLength(4);
      } finally {
        await hanging.close();
        await prompt.close();
        await close();
      }
    }, 120_000);
  });
});
