import { accountStatus } from '@gig/sdk/account-status';
import type { Frame } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import { hostEvents, openEmbedded, openWithToken, screenshot, seriousViolations, statusBecomes, useWidgetBrowser, WidgetBrowser } from '../../testing/widget-browser.fixture';

const CURP = 'GODE561231HDFRRN04';
/** The sandbox's identifier whose platform session has ended at the first refresh. */
const SESSION_ENDS = 'refresh-reauth@sandbox.gig.dev';
const DAY = 86_400_000;


/** worker-42, created by the lender's backend, with an imss account connected and an uber account whose session ended. */
async function returningWorker(w: WidgetBrowser): Promise<{ userId: string; uber: string; imss: string }> {
  const api = apiClient(w.h.app, w.keys.private_key);
  const userId = (await api.post('/v1/users', { external_id: 'worker-42', widget_id: w.widgetId })).body.data.user_id;
  const imss = (await api.post('/v1/accounts', { user_id: userId, platform: 'imss', country: 'mx', identifier: CURP })).body.data.account_id;
  const uber = (await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: SESSION_ENDS })).body.data.account_id;
  await api.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }).expect(200);
  await statusBecomes(w, imss, accountStatus.success);
  await statusBecomes(w, uber, accountStatus.success);
  w.h.clock.advance(1.5 * DAY);
  await w.h.scheduleRefreshes();
  await statusBecomes(w, uber, accountStatus.requiresAuth);
  return { userId, uber, imss };
}


async function connectWithCode(widget: Frame, identifier: string): Promise<void> {
  await widget.getByTestId('identifier-input').fill(identifier);
  await widget.getByTestId('identifier-submit').click();
  await widget.getByTestId('secret-input').fill('123456');
  await widget.getByTestId('secret-submit').click();
  await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
}

describe('A returning worker opens the widget with a connect token, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('sees the connected platform, adds a second one and reconnects the requires_auth account; the lender page hears each', async () => {
    const w = fixture();
    const { userId, uber, imss } = await returningWorker(w);
    const issued = await apiClient(w.h.app, w.keys.private_key).post('/v1/connect/tokens', { external_id: 'worker-42', widget_id: w.widgetId });
    expect(issued.status).toBe(201);
    const { page, widget } = await openWithToken(w, issued.body.data.connect_token);
    // A returning worker first sees "Your connections" (connect-widget.connections.browser.ts), then connects another platform.
    await widget.getByTestId('step-connections').waitFor();
    await widget.getByTestId('connections-connect').click();
    await widget.getByTestId('step-consent').waitFor();
    // Read once, the token leaves the widget's address (and its history entry); the page keeps working with it.
    const address = await widget.evaluate(() => (globalThis as unknown as { location: { href: string } }).location.href);
    expect([address.includes('/connect'), address.includes('connect_token'), address.includes(issued.body.data.connect_token)]).toEqual([true, false, false]);
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('connected-accounts').waitFor();
    expect(await widget.getByTestId('connected-imss').getAttribute('data-status')).toBe(accountStatus.success);
    expect(await widget.getByTestId('connected-uber').getAttribute('data-status')).toBe(accountStatus.requiresAuth);
    expect(await widget.getByTestId('reconnect-imss').count()).toBe(0);
    const violations: Record<string, string[]> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `returning-platforms-${width}`);
      violations[`platforms ${width}`] = await seriousViolations(page);
    }

    await widget.getByTestId('platform-didi').click();
    await connectWithCode(widget, 'carla@example.com');
    await widget.getByTestId('connect-another').click();
    await widget.getByTestId('connected-didi').waitFor();
    expect(await widget.getByTestId('connected-didi').getAttribute('data-status')).toBe(accountStatus.success);

    await widget.getByTestId('reconnect-uber').click();
    await widget.getByTestId('step-identifier').waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      violations[`reconnect ${width}`] = await seriousViolations(page);
    }
    await screenshot(page, 'returning-reconnect');
    await connectWithCode(widget, SESSION_ENDS);
    await widget.getByTestId('connect-another').click();
    expect(await widget.getByTestId('connected-uber').getAttribute('data-status')).toBe(accountStatus.success);
    expect(violations).toEqual({ 'platforms 390': [], 'platforms 1280': [], 'reconnect 390': [], 'reconnect 1280': [] });

    const heard = await hostEvents(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'connection_success', 'connection_success']);
    expect(heard[1].data).toMatchObject({ user_id: userId, platform: 'didi' });
    expect(heard[2].data).toMatchObject({ user_id: userId, platform: 'uber', account_id: uber });
    const accounts = (await apiClient(w.h.app, w.keys.private_key).get(`/v1/users/${userId}/accounts`)).body.data.accounts as { account_id: string; platform: string }[];
    expect(accounts.map((a) => a.platform).sort()).toEqual(['didi', 'imss', 'uber']);
    expect(accounts.filter((a) => a.platform !== 'didi').map((a) => a.account_id).sort()).toEqual([imss, uber].sort());
  }, 120_000);

  it('with the public key, meets an existing worker with what to do instead of a dead end, and tells the lender page', async () => {
    const w = fixture();
    await apiClient(w.h.app, w.keys.private_key).post('/v1/users', { external_id: 'worker-42' }).expect(201);
    const { page, widget } = await openEmbedded(w);
    const notes: string[] = [];
    page.on('console', (message) => notes.push(message.text()));
    await widget.getByTestId('step-consent').waitFor();
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('step-error').waitFor();
    expect(await widget.locator('[data-error-code]').getAttribute('data-error-code')).toBe('existing_user');
    expect(await widget.getByTestId('error-message').textContent()).toBe('Este trabajador ya está registrado. Pide a Acme Lending un enlace nuevo.');
    await screenshot(page, 'returning-public-key-existing');
    const heard = await hostEvents(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'connection_error']);
    expect(heard[1].data).toMatchObject({ code: 'existing_user' });
  });
});
