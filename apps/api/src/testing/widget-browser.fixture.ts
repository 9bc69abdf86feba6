import AxeBuilder from '@axe-core/playwright';
import type { WebhookEvent } from '@gig/domain';
import { TestClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { apiClient } from './api-client';
import { ApiHarness, openApiHarness } from './api-harness';
import { launchChromium } from './chromium';
import { HostPageServer } from './host-page.server';

/** Where the browser tests leave their screenshots (the test output). */
export const SCREENSHOTS = join(__dirname, '../../../../tmp/e2e-screenshots');

/** What the client's page exposes (host-page.server.ts). */
export interface HostWindow {
  openWidget(options: object): void;
  widgetEvents: { event: string; data: Record<string, unknown> }[];
}

export interface WidgetBrowser {
  readonly h: ApiHarness;
  /** The running server, e.g. `http://127.0.0.1:41234`. */
  readonly apiOrigin: string;
  /** The client's page the widget allows, and one on an origin it does not. */
  readonly host: HostPageServer;
  readonly stranger: HostPageServer;
  /** This test's sandbox company (subscribed to every webhook event) and its widget. */
  readonly keys: { private_key: string; public_key: string };
  readonly widgetId: string;
  /** A fresh browser context, 360 px wide. */
  readonly context: BrowserContext;
  /** Every webhook event delivered, in order (`h.runWebhooks()` delivers). */
  readonly sent: WebhookEvent[];
}

/**
 * The real server (the test harness listening on a port, its job worker on, real time), a client's page on
 * a second port, Debian's Chromium; a company with a widget per test.
 */
export function useWidgetBrowser(): () => WidgetBrowser {
  const state = { sent: [] as WebhookEvent[] } as { -readonly [K in keyof WidgetBrowser]: WidgetBrowser[K] } & { browser: Browser };
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const send = async (message: { event: WebhookEvent }) => (state.sent.push(message.event), { delivered: true as const, httpStatus: 200 });
    state.h = await openApiHarness({ clock: new TestClock(new Date()), env: { JOBS_ENABLED: 'true', JOB_POLL_MS: '50', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }, webhookSender: { send } });
    state.apiOrigin = state.h.origin;
    state.host = new HostPageServer(state.apiOrigin);
    state.stranger = new HostPageServer(state.apiOrigin);
    await Promise.all([state.host.start(), state.stranger.start()]);
    state.browser = await launchChromium();
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    const { h, host } = state;
    await h.reset();
    h.clock.set(new Date().toISOString());
    state.keys = await h.createCompany('Acme Lending', 'sandbox');
    const created = await apiClient(h.app, state.keys.private_key).post('/v1/widgets', {
      name: 'Acme onboarding', allowed_origins: [host.origin], countries: ['mx'], redirect_url: `${host.origin}/done`, platforms: ['uber', 'didi', 'imss'],
    });
    expect(created.status).toBe(201);
    state.widgetId = created.body.data.widget_id;
    await subscribeToEverything(h, state.keys.private_key);
    state.sent.length = 0;
    state.context = await state.browser.newContext({ viewport: { width: 360, height: 740 } });
  }, RESET_BUDGET_MS);
  afterEach(() => state.context.close(), CLOSE_BUDGET_MS);
  afterAll(async () => {
    await state.browser?.close();
    await Promise.all([state.host?.stop(), state.stranger?.stop()]);
    await state.h?.close();
  }, CLOSE_BUDGET_MS);
  return () => state;
}

/** A webhook subscription to every event of the company (delivered by the harness's recording sender). */
export async function subscribeToEverything(h: ApiHarness, privateKey: string): Promise<void> {
  const answer = await apiClient(h.app, privateKey).post('/v1/webhooks', { url: 'http://127.0.0.1:9/hooks', name: 'everything' });
  expect(answer.status).toBe(201);
}

/** The client's page with the widget opened in its modal, and the widget's frame. */
export async function openEmbedded(w: WidgetBrowser, origin = w.host, options: Record<string, string> = { externalId: 'worker-42' }): Promise<{ page: Page; widget: Frame }> {
  const page = await w.context.newPage();
  await page.goto(origin.origin);
  await page.evaluate(([publicKey, id, rest]) => (globalThis as unknown as HostWindow).openWidget({ publicKey, widgetId: id, ...rest }), [w.keys.public_key, w.widgetId, options] as const);
  const widget = (await (await page.waitForSelector('iframe')).contentFrame()) as Frame;
  return { page, widget };
}

/** The events the client's page has heard, in order. */
export const hostEvents = (page: Page) => page.evaluate(() => (globalThis as unknown as HostWindow).widgetEvents);

export const screenshot = (target: Page | Frame, name: string) =>
  ('screenshot' in target ? target : target.page()).screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** Consent, the platform, the identifier: up to the platform's next step. */
export async function throughConsentTo(widget: Frame | Page, platform: string, identifier: string): Promise<void> {
  await widget.getByTestId('step-consent').waitFor();
  await widget.getByTestId('consent-accept').click();
  await widget.getByTestId(`platform-${platform}`).click();
  await widget.getByTestId('identifier-input').fill(identifier);
  await widget.getByTestId('identifier-submit').click();
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Waits until the account's status is `status` (the job worker runs in the background). */
export async function statusBecomes(w: WidgetBrowser, accountId: string, status: string): Promise<void> {
  const api = apiClient(w.h.app, w.keys.private_key);
  for (let i = 0; i < 200; i++) {
    if ((await api.get(`/v1/accounts/${accountId}`)).body.data?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`account ${accountId} never became ${status}`);
}

/** The client's page with the widget opened by a connect token (a returning worker), and the widget's frame. */
export async function openWithToken(w: WidgetBrowser, connectToken: string): Promise<{ page: Page; widget: Frame }> {
  const page = await w.context.newPage();
  await page.goto(w.host.origin);
  await page.evaluate((token) => (globalThis as unknown as HostWindow).openWidget({ connectToken: token }), connectToken);
  const widget = (await (await page.waitForSelector('iframe')).contentFrame()) as Frame;
  return { page, widget };
}
