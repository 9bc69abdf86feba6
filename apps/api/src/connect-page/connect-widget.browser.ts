import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import type { WebhookEvent } from '@gig/domain';
import { TestClock } from '@gig/testing';
import { apiClient } from '../testing/api-client';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { launchChromium } from '../testing/chromium';
import { HostPageServer } from '../testing/host-page.server';

const SHOTS = join(__dirname, '../../../../tmp/e2e-screenshots');
const CURP = 'GODE561231HDFRRN04';
/** What the client's page exposes (testing/host-page.server.ts). */
interface HostWindow {
  openWidget(options: object): void;
  widgetEvents: { event: string; data: Record<string, unknown> }[];
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('The connect widget, in Chromium against the running server', () => {
  let h: ApiHarness;
  let browser: Browser;
  let host: HostPageServer;
  let stranger: HostPageServer;
  let apiOrigin: string;
  let keys: { private_key: string; public_key: string };
  let widgetId: string;
  let context: BrowserContext;
  const sent: WebhookEvent[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    h = await openApiHarness({ clock: new TestClock(new Date()), env: { JOBS_ENABLED: 'true', JOB_POLL_MS: '50' }, webhookSender: { send: async (message) => (sent.push(message.event), { delivered: true, httpStatus: 200 }) } });
    await h.app.listen(0, '127.0.0.1');
    apiOrigin = (await h.app.getUrl()).replace('[::1]', '127.0.0.1');
    host = new HostPageServer(apiOrigin);
    stranger = new HostPageServer(apiOrigin);
    await Promise.all([host.start(), stranger.start()]);
    browser = await launchChromium();
  });

  beforeEach(async () => {
    await h.reset();
    h.clock.set(new Date().toISOString());
    keys = await h.createCompany('Acme Lending', 'sandbox');
    const created = await apiClient(h.app, keys.private_key).post('/v1/widgets', {
      name: 'Acme onboarding', allowed_origins: [host.origin], countries: ['mx'], redirect_url: `${host.origin}/done`, platforms: ['uber', 'didi', 'imss'],
    });
    expect(created.status).toBe(201);
    widgetId = created.body.data.widget_id;
    await subscribe(keys.private_key);
    sent.length = 0;
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  });

  afterEach(() => context.close());

  afterAll(async () => {
    await browser?.close();
    await Promise.all([host?.stop(), stranger?.stop()]);
    await h?.close();
  });

  /** The host page with the widget opened in its modal; the widget's frame once it shows its first step. */
  async function openEmbedded(origin = host, options: Record<string, string> = { externalId: 'worker-42' }): Promise<{ page: Page; widget: Frame }> {
    const page = await context.newPage();
    await page.goto(origin.origin);
    await page.evaluate(([publicKey, id, rest]) => (globalThis as unknown as HostWindow).openWidget({ publicKey, widgetId: id, ...rest }), [keys.public_key, widgetId, options] as const);
    const handle = await page.waitForSelector('iframe');
    const widget = (await handle.contentFrame()) as Frame;
    return { page, widget };
  }

  const events = (page: Page) => page.evaluate(() => (globalThis as unknown as HostWindow).widgetEvents);
  const shot = (target: Page | Frame, name: string) => ('screenshot' in target ? target : target.page()).screenshot({ path: join(SHOTS, `${name}.png`) });

  async function throughConsentTo(widget: Frame, platform: string, identifier: string): Promise<void> {
    await widget.getByTestId('step-consent').waitFor();
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId(`platform-${platform}`).click();
    await widget.getByTestId('identifier-input').fill(identifier);
    await widget.getByTestId('identifier-submit').click();
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  }

  it('connects a sandbox uber account with a one-time code; the host hears ready, user_created, connection_success in that order', async () => {
    const { page, widget } = await openEmbedded();
    await shot(page, '01-consent');
    await throughConsentTo(widget, 'uber', 'ana@example.com');
    await widget.getByTestId('step-secret').waitFor();
    await shot(page, '02-code');
    await widget.getByTestId('secret-input').fill('123456');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await shot(page, '03-success');
    const heard = await events(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'user_created', 'connection_success']);
    expect(heard[0].data).toEqual({ widget_id: widgetId });
    const { user_id: userId, account_id: accountId } = heard[2].data as { user_id: string; account_id: string };
    const account = await apiClient(h.app, keys.private_key).get(`/v1/accounts/${accountId}`);
    expect(account.body.data).toMatchObject({ account_id: accountId, user_id: userId, platform: 'uber', status: 'success', identifier: 'ana@example.com' });
    const user = await apiClient(h.app, keys.private_key).get(`/v1/users/${userId}`);
    expect(user.body.data).toMatchObject({ external_id: 'worker-42', widget_id: widgetId });
    const direct = await connectThroughApi('ana@example.com');
    expect(comparable(account.body.data)).toEqual(comparable((await direct.api.get(`/v1/accounts/${direct.accountId}`)).body.data));
    expect(await earningsOf(apiClient(h.app, keys.private_key), accountId)).toEqual(await earningsOf(direct.api, direct.accountId));
    await h.runWebhooks();
    const actionsOf = (id: string) => sent.filter((event) => event.accountId === id).map((event) => event.action);
    expect(actionsOf(accountId)).toEqual(['account.created', 'login.created', 'login.success', 'account.connected', 'earnings.updated', 'profile.updated']);
    expect(actionsOf(direct.accountId)).toEqual(actionsOf(accountId));
  });

  /**
   * The same connection made by a back end with the private key, in a second sandbox company (spec 8 refuses
   * a new login of the same identifier in the same company within 12 hours); the account id once it is `success`.
   */
  async function connectThroughApi(identifier: string): Promise<{ api: ReturnType<typeof apiClient>; accountId: string }> {
    const other = await h.createCompany('Other Lending', 'sandbox');
    await subscribe(other.private_key);
    const api = apiClient(h.app, other.private_key);
    const userId = await api.createUser('direct-1');
    const created = await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier });
    const accountId = created.body.data.account_id;
    await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' });
    for (let i = 0; i < 300 && (await api.get(`/v1/accounts/${accountId}`)).body.data.status !== 'success'; i++) await new Promise((r) => setTimeout(r, 100));
    return { api, accountId };
  }

  /** A webhook subscription to every event of the company (delivered by the harness's recording sender). */
  async function subscribe(privateKey: string): Promise<void> {
    const answer = await apiClient(h.app, privateKey).post('/v1/webhooks', { url: 'http://127.0.0.1:9/hooks', name: 'everything' });
    expect(answer.status).toBe(201);
  }

  const comparable = ({ account_id: _a, user_id: _u, created_at: _c, updated_at: _up, next_refresh_at: _n, ...rest }: Record<string, unknown>) => rest;

  async function earningsOf(api: ReturnType<typeof apiClient>, accountId: string): Promise<unknown[]> {
    const answer = await api.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: daysFromNow(-365), end_date: daysFromNow(1), options: { items_per_page: 1000 } });
    expect(answer.status).toBe(200);
    return answer.body.data.earnings;
  }

  it('shows the invalid-code message for 9993, and a second code succeeds', async () => {
    const { page, widget } = await openEmbedded();
    await throughConsentTo(widget, 'uber', 'beto@example.com');
    await widget.getByTestId('secret-input').fill('9993');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-error').waitFor();
    expect(await widget.getByTestId('step-error').locator('[data-error-code]').getAttribute('data-error-code')).toBe('invalid_otp');
    await widget.getByRole('alert').filter({ hasText: /código|code/i }).waitFor();
    await shot(page, '04-invalid-code');
    await widget.getByTestId('retry').click();
    await widget.getByTestId('secret-input').fill('123456');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
  });

  it('connects an imss CURP with no validation step', async () => {
    const { page, widget } = await openEmbedded();
    await throughConsentTo(widget, 'imss', CURP);
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    expect(await widget.getByTestId('step-secret').count()).toBe(0);
    expect((await events(page)).map((e) => e.event)).toEqual(['ready', 'user_created', 'connection_success']);
  });

  it('cannot be embedded or called by a page on an origin the widget does not allow; the allowed page may call', async () => {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => refused.push(message.text()));
    await page.goto(stranger.origin);
    await page.evaluate(([publicKey, id]) => (globalThis as unknown as HostWindow).openWidget({ publicKey, widgetId: id }), [keys.public_key, widgetId] as const);
    const frame = (await (await page.waitForSelector('iframe')).contentFrame()) as Frame;
    await page.waitForTimeout(1_500);
    expect(await frame.getByTestId('step-consent').count()).toBe(0);
    expect(await events(page)).toEqual([]);
    expect(refused.join('\n')).toMatch(/frame-ancestors/);
    const call = (from: Page) => from.evaluate(async ([url, key]) => fetch(url, { headers: { 'X-Api-Key': key } }).then((r) => r.status, () => 'blocked'), [`${apiOrigin}/v1/platforms`, keys.public_key] as const);
    expect(await call(page)).toBe('blocked');
    const allowed = await context.newPage();
    await allowed.goto(host.origin);
    expect(await call(allowed)).toBe(200);
  });

  it('walks the whole flow by keyboard alone, full page, and returns to redirect_url with the result', async () => {
    const page = await context.newPage();
    await page.goto(`${apiOrigin}/connect?public_key=${keys.public_key}&widget_id=${widgetId}&external_id=kb-1&lang=en`);
    await page.getByTestId('step-consent').waitFor();
    const press = async (key: string, times = 1) => { for (let i = 0; i < times; i++) await page.keyboard.press(key); };
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 40; i++) {
        if (await page.getByTestId(testId).evaluate((element) => element === element.ownerDocument.activeElement)) return;
        await press('Tab');
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('consent-accept');
    await press('Enter');
    await tabTo('platform-didi');
    await press('Enter');
    await page.getByTestId('identifier-input').waitFor();
    await tabTo('identifier-input');
    await page.keyboard.type('carla@example.com');
    await press('Enter');
    await page.getByTestId('secret-input').waitFor();
    await tabTo('secret-input');
    await page.keyboard.type('123456');
    await press('Enter');
    await page.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await tabTo('finish');
    await press('Enter');
    await page.waitForURL(/\/done\?/);
    const result = new URL(page.url()).searchParams;
    expect([result.get('status'), result.get('platform')]).toEqual(['success', 'didi']);
    expect(result.get('account_id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has no serious or critical accessibility violation on any step', async () => {
    const page = await context.newPage();
    await page.goto(`${apiOrigin}/connect?public_key=${keys.public_key}&widget_id=${widgetId}&external_id=axe-1`);
    const found: Record<string, string[]> = {};
    const check = async (step: string) => {
      await page.getByTestId(step).waitFor({ timeout: 30_000 });
      await shot(page, `axe-${step}`);
      found[step] = await seriousViolations(page);
    };
    await check('step-consent');
    await page.getByTestId('consent-accept').click();
    await check('step-platform');
    await page.getByTestId('platform-uber').click();
    await check('step-identifier');
    await page.getByTestId('identifier-input').fill('not-an-email');
    await page.getByTestId('identifier-submit').click();
    await page.getByTestId('identifier-error').waitFor();
    found['identifier-error'] = await seriousViolations(page);
    await page.getByTestId('identifier-input').fill('dora@example.com');
    await page.getByTestId('identifier-submit').click();
    await check('step-secret');
    await page.getByTestId('secret-input').fill('9993');
    await page.getByTestId('secret-submit').click();
    await check('step-error');
    await page.getByTestId('retry').click();
    await page.getByTestId('secret-input').fill('123456');
    await page.getByTestId('secret-submit').click();
    await check('step-success');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((step) => [step, []])));
  });

  it('shows a not-available page, unframable, for an unknown widget or a private key in the URL', async () => {
    for (const query of [`public_key=${keys.public_key}&widget_id=00000000-0000-4000-8000-000000000000`, `public_key=${keys.private_key}&widget_id=${widgetId}`]) {
      const answer = await fetch(`${apiOrigin}/connect?${query}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const page = await fetch(`${apiOrigin}/connect?public_key=${keys.public_key}&widget_id=${widgetId}`);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${host.origin}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
  });
});
