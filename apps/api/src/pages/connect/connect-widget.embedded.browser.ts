import { accountStatus } from '@gig/sdk/account-status';
import type { Frame, Page } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import type { ApiHarness } from '../../testing/api-harness';
import { HostWindow, hostEvents, openEmbedded, screenshot, subscribeToEverything, throughConsentTo, useWidgetBrowser } from '../../testing/widget-browser.fixture';

const CURP = 'GODE561231HDFRRN04';
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('The connect widget embedded by a client\'s page, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('connects a sandbox uber account with a one-time code; the host hears ready, user_created, connection_success in that order', async () => {
    const w = fixture();
    const { h, keys, widgetId, sent } = w;
    const { page, widget } = await openEmbedded(w);
    await screenshot(page, '01-consent');
    await throughConsentTo(widget, 'uber', 'ana@example.com');
    await widget.getByTestId('step-secret').waitFor();
    await screenshot(page, '02-code');
    await widget.getByTestId('secret-input').fill('123456');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await screenshot(page, '03-success');
    const heard = await hostEvents(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'user_created', 'connection_success']);
    expect(heard[0].data).toEqual({ widget_id: widgetId });
    const { user_id: userId, account_id: accountId } = heard[2].data as { user_id: string; account_id: string };
    const account = await apiClient(h.app, keys.private_key).get(`/v1/accounts/${accountId}`);
    expect(account.body.data).toMatchObject({ account_id: accountId, user_id: userId, platform: 'uber', status: accountStatus.success, identifier: 'ana@example.com' });
    const user = await apiClient(h.app, keys.private_key).get(`/v1/users/${userId}`);
    expect(user.body.data).toMatchObject({ external_id: 'worker-42', widget_id: widgetId });
    const direct = await connectThroughApi(h, 'ana@example.com');
    expect(comparable(account.body.data)).toEqual(comparable((await direct.api.get(`/v1/accounts/${direct.accountId}`)).body.data));
    expect(await earningsOf(apiClient(h.app, keys.private_key), accountId)).toEqual(await earningsOf(direct.api, direct.accountId));
    await h.runWebhooks();
    const actionsOf = (id: string) => sent.filter((event) => event.accountId === id).map((event) => event.action);
    expect(actionsOf(accountId)).toEqual(['account.created', 'login.created', 'login.success', 'account.connected', 'earnings.updated', 'profile.updated']);
    expect(actionsOf(direct.accountId)).toEqual(actionsOf(accountId));
  });

  it('shows the invalid-code message for 9993, and a second code succeeds', async () => {
    const w = fixture();
    const { page, widget } = await openEmbedded(w);
    await throughConsentTo(widget, 'uber', 'beto@example.com');
    await widget.getByTestId('secret-input').fill('9993');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-error').waitFor();
    expect(await widget.getByTestId('step-error').locator('[data-error-code]').getAttribute('data-error-code')).toBe('invalid_otp');
    await widget.getByRole('alert').filter({ hasText: /código|code/i }).waitFor();
    await screenshot(page, '04-invalid-code');
    await widget.getByTestId('retry').click();
    await widget.getByTestId('secret-input').fill('123456');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
  });

  it('connects an imss CURP with no validation step', async () => {
    const w = fixture();
    const { page, widget } = await openEmbedded(w);
    await throughConsentTo(widget, 'imss', CURP);
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    expect(await widget.getByTestId('step-secret').count()).toBe(0);
    expect((await hostEvents(page)).map((e) => e.event)).toEqual(['ready', 'user_created', 'connection_success']);
  });

  it('cannot be embedded or called by a page on an origin the widget does not allow; the allowed page may call', async () => {
    const { keys, widgetId, context, host, stranger, apiOrigin } = fixture();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => refused.push(message.text()));
    await page.goto(stranger.origin);
    await page.evaluate(([publicKey, id]) => (globalThis as unknown as HostWindow).openWidget({ publicKey, widgetId: id }), [keys.public_key, widgetId] as const);
    const frame = (await (await page.waitForSelector('iframe')).contentFrame()) as Frame;
    await page.waitForTimeout(1_500);
    expect(await frame.getByTestId('step-consent').count()).toBe(0);
    expect(await hostEvents(page)).toEqual([]);
    expect(refused.join('\n')).toMatch(/frame-ancestors/);
    const call = (from: Page) => from.evaluate(async ([url, key]) => fetch(url, { headers: { 'X-Api-Key': key } }).then((r) => r.status, () => 'blocked'), [`${apiOrigin}/v1/platforms`, keys.public_key] as const);
    expect(await call(page)).toBe('blocked');
    const allowed = await context.newPage();
    await allowed.goto(host.origin);
    expect(await call(allowed)).toBe(200);
  });
});

/**
 * The same connection made by a back end with the private key, in a second sandbox company (spec 8 refuses
 * a new login of the same identifier in the same company within 12 hours); the account id once it is `success`.
 */
async function connectThroughApi(h: ApiHarness, identifier: string): Promise<{ api: ReturnType<typeof apiClient>; accountId: string }> {
const other = await h.createCompany('Other Lending', 'sandbox');
await subscribeToEverything(h, other.private_key);
const api = apiClient(h.app, other.private_key);
const userId = await api.createUser('direct-1');
const created = await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier });
const accountId = created.body.data.account_id;
await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' });
for (let i = 0; i < 300 && (await api.get(`/v1/accounts/${accountId}`)).body.data.status !== accountStatus.success; i++) await new Promise((r) => setTimeout(r, 100));
return { api, accountId };
}

const comparable = ({ account_id: _a, user_id: _u, created_at: _c, updated_at: _up, next_refresh_at: _n, ...rest }: Record<string, unknown>) => rest;

async function earningsOf(api: ReturnType<typeof apiClient>, accountId: string): Promise<unknown[]> {
const answer = await api.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: daysFromNow(-365), end_date: daysFromNow(1), options: { items_per_page: 1000 } });
expect(answer.status).toBe(200);
return answer.body.data.earnings;
}
