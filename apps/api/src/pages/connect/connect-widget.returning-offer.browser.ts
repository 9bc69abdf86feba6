import { accountStatus } from '@gig/sdk/account-status';
import type { Frame, Page } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import { hostEvents, openWithToken, screenshot, seriousViolations, statusBecomes, useWidgetBrowser, WidgetBrowser } from '../../testing/widget-browser.fixture';

/** worker-77: uber connected, didi left at its code (pending), imss never tried; and a connect token. */
async function halfwayWorker(w: WidgetBrowser): Promise<{ userId: string; uber: string; didi: string; token: string }> {
  const api = apiClient(w.h.app, w.keys.private_key);
  const userId = (await api.post('/v1/users', { external_id: 'worker-77', widget_id: w.widgetId })).body.data.user_id;
  const uber = (await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'carla@example.com' })).body.data.account_id;
  await api.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }).expect(200);
  await statusBecomes(w, uber, accountStatus.success);
  const didi = (await api.post('/v1/accounts', { user_id: userId, platform: 'didi', country: 'mx', identifier: 'carla@example.com' })).body.data.account_id;
  await statusBecomes(w, didi, accountStatus.pending);
  const token = (await api.post('/v1/connect/tokens', { external_id: 'worker-77', widget_id: w.widgetId }).expect(201)).body.data.connect_token;
  return { userId, uber, didi, token };
}

const offered = (widget: Frame) => widget.locator('.tiles [data-testid^="platform-"]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-testid')));

async function axeAtBothWidths(page: Page, name: string, into: Record<string, string[]>): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `${name}-${width}`);
    into[`${name} ${width}`] = await seriousViolations(page);
  }
}

describe('A returning worker is offered only what they can connect, and resumes what they left unfinished, in Chromium', () => {
  const fixture = useWidgetBrowser();

  it('offers imss alone beside a connected uber and an unfinished didi; the unfinished row resumes at its code and connects the same account', async () => {
    const w = fixture();
    const { userId, uber, didi, token } = await halfwayWorker(w);
    const { page, widget } = await openWithToken(w, token);
    const violations: Record<string, string[]> = {};
    await widget.getByTestId('step-connections').waitFor();
    expect(await widget.getByTestId('connection-didi').getAttribute('data-status')).toBe(accountStatus.pending);
    expect(await widget.getByTestId('connections-resume-didi').textContent()).toBe('Continuar con DiDi');
    expect(await widget.getByTestId('connections-resume-uber').count()).toBe(0);
    await axeAtBothWidths(page, 'offer-connections', violations);

    await widget.getByTestId('connections-connect').click();
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('connected-accounts').waitFor();
    expect(await offered(widget)).toEqual(['platform-imss']);
    expect(await widget.getByTestId('resume-didi').isVisible()).toBe(true);
    await axeAtBothWidths(page, 'offer-platforms', violations);

    await widget.getByTestId('resume-didi').click();
    await widget.getByTestId('step-secret').waitFor();
    expect(await widget.locator('#secret-hint').textContent()).toBe('DiDi te envió un código de verificación.');
    await axeAtBothWidths(page, 'offer-resumed', violations);
    await widget.getByTestId('secret-input').fill('123456');
    await widget.getByTestId('secret-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await widget.getByTestId('connect-another').click();
    expect(await widget.getByTestId('connected-didi').getAttribute('data-status')).toBe(accountStatus.success);
    expect(await offered(widget)).toEqual(['platform-imss']);
    expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((key) => [key, []])));

    const heard = await hostEvents(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'connection_success']);
    expect(heard[1].data).toMatchObject({ user_id: userId, platform: 'didi', account_id: didi });
    const accounts = (await apiClient(w.h.app, w.keys.private_key).get(`/v1/users/${userId}/accounts`)).body.data.accounts as { account_id: string; status: string }[];
    expect(accounts.map((a) => [a.account_id, a.status]).sort()).toEqual([[didi, accountStatus.success], [uber, accountStatus.success]].sort());
  }, 300_000);

  it('says so when every platform of the link is connected', async () => {
    const w = fixture();
    const { userId, token } = await halfwayWorker(w);
    const api = apiClient(w.h.app, w.keys.private_key);
    const imss = (await api.post('/v1/accounts', { user_id: userId, platform: 'imss', country: 'mx', identifier: 'GODE561231HDFRRN04' })).body.data.account_id;
    await statusBecomes(w, imss, accountStatus.success);
    const { widget } = await openWithToken(w, token);
    await widget.getByTestId('connections-connect').click();
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('platform-none').waitFor();
    expect([await offered(widget), await widget.getByTestId('platform-none').textContent()])
      .toEqual([[], 'Ya conectaste todas las plataformas que ofrece este enlace.']);
  }, 120_000);
});
