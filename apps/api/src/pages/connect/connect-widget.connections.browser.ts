import { accountStatus } from '@gig/sdk/account-status';
import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';
import request from 'supertest';
import { apiClient } from '../../testing/api-client';
import { HostWindow, screenshot, seriousViolations, statusBecomes, useWidgetBrowser, WidgetBrowser } from '../../testing/widget-browser.fixture';

const CURP = 'GODE561231HDFRRN04';


/** worker-42 with an imss and an uber account connected by the lender's backend, and a connect token for them. */
async function returningWorker(w: WidgetBrowser): Promise<{ userId: string; uber: string; imss: string; token: string }> {
  const api = apiClient(w.h.app, w.keys.private_key);
  const userId = (await api.post('/v1/users', { external_id: 'worker-42', widget_id: w.widgetId })).body.data.user_id;
  const imss = (await api.post('/v1/accounts', { user_id: userId, platform: 'imss', country: 'mx', identifier: CURP })).body.data.account_id;
  const uber = (await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'carla@example.com' })).body.data.account_id;
  await api.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }).expect(200);
  await statusBecomes(w, imss, accountStatus.success);
  await statusBecomes(w, uber, accountStatus.success);
  const token = (await api.post('/v1/connect/tokens', { external_id: 'worker-42', widget_id: w.widgetId }).expect(201)).body.data.connect_token;
  return { userId, uber, imss, token };
}

async function openWithToken(w: WidgetBrowser, connectToken: string, lang?: string): Promise<{ page: Page; widget: Frame }> {
  const page = await w.context.newPage();
  await page.goto(w.host.origin);
  await page.evaluate(([token, language]) => (globalThis as unknown as HostWindow).openWidget({ connectToken: token, ...(language ? { lang: language } : {}) }), [connectToken, lang] as const);
  const widget = (await (await page.waitForSelector('iframe')).contentFrame()) as Frame;
  return { page, widget };
}

describe('"Your connections": a returning worker’s accounts and rights in the widget, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('lists the accounts, disconnects one, downloads the copy and asks for deletion; the company hears and reads each', async () => {
    const w = fixture();
    const { userId, uber, token } = await returningWorker(w);
    const api = apiClient(w.h.app, w.keys.private_key);
    const { page, widget } = await openWithToken(w, token);
    await widget.getByTestId('step-connections').waitFor();
    expect(await widget.locator('h1').textContent()).toBe('Tus conexiones');
    expect(await widget.getByTestId('connection-imss').getAttribute('data-status')).toBe(accountStatus.success);
    const uberItem = widget.getByTestId('connection-uber');
    expect(await uberItem.getAttribute('data-status')).toBe(accountStatus.success);
    const uberText = await uberItem.textContent();
    expect([uberText?.includes('ca***@example.com'), uberText?.includes('carla@example.com'), uberText?.includes('ingresos diarios, perfil, empleo')]).toEqual([true, false, true]);
    const imssText = await widget.getByTestId('connection-imss').textContent();
    expect([imssText?.includes('**************RN04'), imssText?.includes('perfil, empleo'), imssText?.includes('ingresos')]).toEqual([true, true, false]);
    const violations: Record<string, string[]> = {};
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `connections-${width}`);
      violations[`list ${width}`] = await seriousViolations(page);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await widget.locator('html').evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);

    // With the keyboard: Enter on "Disconnect", the confirmation takes the focus, Enter again.
    await widget.getByTestId('disconnect-uber').focus();
    await page.keyboard.press('Enter');
    const confirm = widget.getByTestId('disconnect-confirm-uber');
    await confirm.waitFor();
    expect(await confirm.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    violations.confirm = await seriousViolations(page);
    await page.keyboard.press('Enter');
    await widget.locator(`[data-testid="connection-uber"][data-status="${accountStatus.disconnected}"]`).waitFor();
    expect(await widget.getByTestId('connections-notice').textContent()).toBe('Cuenta desconectada. Avisamos a Acme Lending.');
    expect(await widget.getByTestId('disconnect-uber').count()).toBe(0);
    expect((await api.get(`/v1/accounts/${uber}`)).body.data).toMatchObject({ status: accountStatus.disconnected, disconnected_by: 'worker' });
    await w.h.runWebhooks();
    expect(w.sent.filter((e) => e.action === 'account.disconnected').map((e) => e.accountId)).toEqual([uber]);

    const [download] = await Promise.all([page.waitForEvent('download'), widget.getByTestId('download-copy').click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const copy = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(copy.user.user_id).toBe(userId);
    const copiedUber = copy.accounts.find((a: { account_id: string }) => a.account_id === uber);
    expect(copiedUber.earnings.length).toBeGreaterThan(0);
    expect(await widget.getByTestId('connections-notice').textContent()).toBe('Tus datos se descargaron.');

    await widget.getByTestId('request-type-deletion').check();
    await widget.getByTestId('request-message').fill('Ya no uso el servicio.');
    await widget.getByTestId('request-submit').click();
    await widget.locator('[data-testid="request-deletion"][data-status="pending"]').waitFor();
    expect(await widget.getByTestId('request-deletion').textContent()).toMatch(/^Borrado de datosPendiente · fecha límite /);
    violations.requested = await seriousViolations(page);
    expect((await api.get(`/v1/users/${userId}`)).status).toBe(404);
    expect((await api.get(`/v1/accounts/${uber}`)).status).toBe(404);
    const listed = (await api.get('/v1/worker-requests?status=pending')).body.data.requests;
    expect(listed.map((r: { type: string; user_id: string; message: string }) => [r.type, r.user_id, r.message])).toEqual([['deletion', userId, 'Ya no uso el servicio.']]);
    expect(violations).toEqual({ 'list 360': [], 'list 1280': [], confirm: [], requested: [] });
  }, 120_000);

  it('in English, shows the pending request on a later visit and leads to another platform through the consent', async () => {
    const w = fixture();
    const { token } = await returningWorker(w);
    await request(w.h.app.getHttpServer()).post('/v1/connect/worker-requests').set('Authorization', `Bearer ${token}`).send({ type: 'objection' }).expect(201);
    const { page, widget } = await openWithToken(w, token, 'en');
    await widget.getByTestId('step-connections').waitFor();
    expect(await widget.locator('h1').textContent()).toBe('Your connections');
    expect(await widget.getByTestId('request-objection').getAttribute('data-status')).toBe(accountStatus.pending);
    expect(await widget.getByTestId('connection-uber').textContent()).toContain('daily earnings, profile, employment');
    expect(await seriousViolations(page)).toEqual([]);
    await widget.getByTestId('connections-connect').click();
    await widget.getByTestId('step-consent').waitFor();
  }, 120_000);
});
