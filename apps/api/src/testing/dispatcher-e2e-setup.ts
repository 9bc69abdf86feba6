import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, TestClock } from '@gig/testing';
import { ApiClient, apiClient } from './api-client';
import { ApiHarness, openApiHarness } from './api-harness';
import { WebhookReceiver } from './webhook-receiver';

/** What a suite of the running webhook dispatcher works with: the harness, a fresh receiver and company client per test. */
export interface DispatcherE2e {
  readonly h: ApiHarness;
  readonly receiver: WebhookReceiver;
  readonly api: ApiClient;
}

/**
 * The service with its dispatcher on (polling every 50 ms, 3 s per attempt: on a loaded machine a receiver answered
 * after 300 ms; private URLs allowed), for the enclosing `describe`; before each test it is emptied, its clock set to
 * now, a receiver started and a company created.
 */
export function dispatcherE2eSetup(postgresUrl?: string): DispatcherE2e {
  const e2e = {} as { -readonly [K in keyof DispatcherE2e]: DispatcherE2e[K] };
  beforeAll(async () => {
    const env = { WEBHOOKS_ENABLED: 'true', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '3000', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' };
    e2e.h = await openApiHarness({ postgresUrl, clock: new TestClock(new Date()), env });
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    await e2e.h.reset();
    e2e.h.clock.set(new Date().toISOString());
    e2e.receiver = await WebhookReceiver.start();
    e2e.api = apiClient(e2e.h.app, (await e2e.h.createCompany()).private_key);
  }, OPEN_BUDGET_MS);
  afterEach(() => e2e.receiver.close(), CLOSE_BUDGET_MS);
  afterAll(() => e2e.h.close(), CLOSE_BUDGET_MS);
  return e2e;
}
