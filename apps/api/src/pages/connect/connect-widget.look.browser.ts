import type { BrowserContext, Frame, Page } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import { hostEvents, openEmbedded, screenshot, seriousViolations, useWidgetBrowser, WidgetBrowser } from '../../testing/widget-browser.fixture';

/** Every platform the registry has, in two countries: more than six tiles (the search field) and a country step. */
const ALL = ['uber', 'uber_eats', 'didi', 'didi_food', 'rappi', 'cabify', 'indriver', 'beat', 'cornershop', 'ifood', 'imss', 'issste'];

/** A small inline SVG logo (a data URL: the widget's own origin here is http, so an https one could not be shown). */
const LOGO = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32" rx="6" fill="#0f766e"/><circle cx="16" cy="16" r="8" fill="#ccfbf1"/><rect x="30" y="11" width="24" height="10" rx="3" fill="#ccfbf1"/></svg>').toString('base64')}`;

async function wideWidget(w: WidgetBrowser): Promise<string> {
  const created = await apiClient(w.h.app, w.keys.private_key).post('/v1/widgets', {
    name: 'Acme everything', allowed_origins: [w.host.origin], countries: ['mx', 'co'], redirect_url: `${w.host.origin}/done`, platforms: ALL, logo_url: LOGO,
  });
  expect(created.status).toBe(201);
  return created.body.data.widget_id;
}

async function fullPage(w: WidgetBrowser, widgetId: string, width: number, externalId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (w.context.browser() as NonNullable<ReturnType<BrowserContext['browser']>>).newContext({ viewport: { width, height: width > 600 ? 800 : 844 } });
  const page = await context.newPage();
  await page.goto(`${w.apiOrigin}/connect?public_key=${w.keys.public_key}&widget_id=${widgetId}&external_id=${externalId}&lang=en`);
  await page.getByTestId('step-consent').waitFor();
  return { context, page };
}

const stage = (target: Page | Frame) => target.getByTestId('step-indicator').getAttribute('data-current');
const visibleTiles = (page: Page) => page.locator('.tiles li:not([hidden]) button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
const sandboxValues = (target: Page | Frame) => target.getByTestId('sandbox-values').locator('dd').evaluateAll((dds) =>
  Object.fromEntries(dds.map((dd) => [dd.getAttribute('data-label'), dd.querySelector('code')?.textContent])));

describe('The connect widget\'s look, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('filters the tiles as the worker types, advances the step indicator, and lists the sandbox values of the chosen platform', async () => {
    const w = fixture();
    const { context, page } = await fullPage(w, await wideWidget(w), 390, 'look-1');
    try {
      expect(await stage(page)).toBe('1');
      await page.getByTestId('consent-accept').click();
      await page.getByTestId('step-platform').waitFor();
      expect(await stage(page)).toBe('2');
      expect((await visibleTiles(page)).length).toBe(ALL.length);
      expect(await page.getByTestId('platform-uber').locator('[data-mark]').getAttribute('data-mark')).toBe('brand');
      const marks = await page.locator('.tiles [data-mark]').evaluateAll((spans) => spans.map((span) => {
        const img = span.querySelector('img');
        return [span.getAttribute('aria-hidden'), span.textContent, img?.getAttribute('alt'), img?.getAttribute('src')?.startsWith('data:image/svg+xml'), (img?.naturalWidth ?? 0) > 0];
      }));
      expect(marks).toEqual(ALL.map(() => ['true', '', '', true, true]));
      expect(await page.getByTestId('platform-imss').locator('[data-mark]').getAttribute('data-mark')).toBe('monogram');
      // Each tile reads its name once (the mark is a textless decorative image).
      expect([await page.getByTestId('platform-didi').textContent(), await page.getByRole('button', { name: 'DiDi', exact: true }).count()]).toEqual(['DiDi', 1]);
      expect(await page.getByTestId('company-name').textContent()).toBe('Acme Lending');
      expect(await page.getByTestId('company-logo').evaluate((img) => [img.getAttribute('alt'), (img as unknown as { naturalWidth: number }).naturalWidth > 0])).toEqual(['', true]);
      expect(await page.getByTestId('sandbox-notice').locator('.sandbox-tag').textContent()).toBe('Test mode');
      expect(await page.getByTestId('step-platform').evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).animationName)).toBe('step-in');
      await page.getByTestId('platform-search').fill('eats');
      expect(await visibleTiles(page)).toEqual(['platform-uber_eats']);
      await page.getByTestId('platform-search').fill('DIDI');
      expect(await visibleTiles(page)).toEqual(['platform-didi', 'platform-didi_food']);
      expect(await page.getByTestId('platform-count').textContent()).toBe('Platforms found: 2');
      await page.getByTestId('platform-search').fill('zzz');
      expect(await visibleTiles(page)).toEqual([]);
      expect(await page.getByTestId('platform-no-match').textContent()).toContain('zzz');
      await page.getByTestId('platform-search').fill('');
      expect((await visibleTiles(page)).length).toBe(ALL.length);
      await page.getByTestId('platform-didi').click();
      await page.getByTestId('country-mx').click();
      await page.getByTestId('step-identifier').waitFor();
      expect(await stage(page)).toBe('3');
      expect(await sandboxValues(page)).toMatchObject({ sandbox_code: '123456', sandbox_wrong_code: '8883', sandbox_banned: 'banned@sandbox.gig.dev' });
      await page.getByTestId('back').click();
      await page.getByTestId('back').click();
      await page.getByTestId('platform-uber').click();
      await page.getByTestId('country-mx').click();
      expect(await sandboxValues(page)).toMatchObject({ sandbox_identifier: 'ana@example.com', sandbox_wrong_code: '9993' });
      await page.getByTestId('back').click();
      await page.getByTestId('back').click();
      await page.getByTestId('platform-imss').click();
      expect(await sandboxValues(page)).toMatchObject({ sandbox_identifier: 'GODE561231HDFRRN04', sandbox_curp_not_found: 'SAND000101HDFXXX01' });
      expect(await page.getByTestId('sandbox-values').locator('[data-label="sandbox_wrong_code"]').count()).toBe(0);
      await page.getByTestId('identifier-input').fill('GODE561231HDFRRN04');
      await page.getByTestId('identifier-submit').click();
      await page.getByTestId('step-success').waitFor({ timeout: 30_000 });
      expect(await stage(page)).toBe('4');
      await page.getByTestId('success-check').waitFor();
      const actions = await page.locator('[data-testid="step-success"] .actions button').evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('data-testid'), b.className]));
      expect(actions).toEqual([['finish', 'btn btn-primary'], ['connect-another', 'btn btn-secondary']]);
    } finally {
      await context.close();
    }
  });

  it('Finish, embedded, emits exit {reason: done} and the modal closes', async () => {
    const w = fixture();
    const { page, widget } = await openEmbedded(w);
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('platform-imss').click();
    await widget.getByTestId('identifier-input').fill('GODE561231HDFRRN04');
    await widget.getByTestId('identifier-submit').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await widget.getByTestId('finish').click();
    await page.locator('iframe').waitFor({ state: 'detached' });
    const heard = await hostEvents(page);
    expect(heard.at(-1)).toEqual({ event: 'exit', data: { reason: 'done' } });
  });

  it.each([390, 1280])('has no serious or critical accessibility violation on any step at %i px, the heading focused without a focus box', async (width) => {
    const w = fixture();
    const { context, page } = await fullPage(w, await wideWidget(w), width, `axe-${width}`);
    const found: Record<string, string[]> = {};
    const check = async (name: string, step = name) => {
      await page.getByTestId(step).waitFor({ timeout: 30_000 });
      found[name] = await seriousViolations(page);
    };
    try {
      await check('step-consent');
      // After a key press Chromium treats even a scripted focus as focus-visible: the heading still shows no box.
      await page.getByTestId('consent-accept').focus();
      await page.keyboard.press('Enter');
      await check('step-platform');
      const heading = page.getByTestId('step-platform').locator('[data-step-heading]');
      expect(await heading.evaluate((el) => [el === el.ownerDocument.activeElement, el.matches(':focus-visible'), el.ownerDocument.defaultView?.getComputedStyle(el).outlineStyle]))
        .toEqual([true, true, 'none']);
      await page.getByTestId('platform-search').fill('zzz');
      await check('platform-no-match', 'platform-no-match');
      await page.getByTestId('platform-search').fill('');
      await page.getByTestId('platform-uber').click();
      await check('step-country');
      await page.getByTestId('country-mx').click();
      await check('step-identifier');
      await page.getByTestId('identifier-input').fill('dora@example.com');
      await page.getByTestId('identifier-submit').click();
      await check('step-secret');
      await page.getByTestId('secret-input').fill('9993');
      await page.getByTestId('secret-submit').click();
      await check('step-error');
      expect(await stage(page)).toBe('3');
      // One primary action (retry); the other two are links.
      expect(await page.locator('[data-testid="step-error"] button').evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('data-testid'), b.className])))
        .toEqual([['retry', 'btn btn-primary'], ['connect-another', 'btn btn-link'], ['finish', 'btn btn-link']]);
      await page.getByTestId('retry').click();
      await page.getByTestId('secret-input').fill('123456');
      await page.getByTestId('secret-submit').click();
      await check('step-success');
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((step) => [step, []])));
    } finally {
      await context.close();
    }
  }, 300_000);

  it('moves no step under prefers-reduced-motion', async () => {
    const w = fixture();
    const { context, page } = await fullPage(w, await wideWidget(w), 390, 'calm-1');
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByTestId('consent-accept').click();
      expect(await page.getByTestId('step-platform').evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).animationName)).toBe('none');
    } finally {
      await context.close();
    }
  });

  it('fits 360 px: no sideways scroll on any step, the consent version on one line', async () => {
    const w = fixture();
    const { context, page } = await fullPage(w, await wideWidget(w), 360, 'narrow-1');
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = () => page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
      expect(await overflow()).toBe(0);
      const version = page.getByTestId('consent-version').locator('.nowrap');
      expect(await version.evaluate((el) => el.getClientRects().length)).toBe(1);
      await page.getByTestId('consent-accept').click();
      await page.getByTestId('step-platform').waitFor();
      expect(await overflow()).toBe(0);
      await page.getByTestId('platform-didi_food').click();
      await page.getByTestId('country-mx').click();
      await page.getByTestId('step-identifier').waitFor();
      expect(await overflow()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('leaves screenshots of each step at 390 and 1280 px (docs/connect is made from them)', async () => {
    const w = fixture();
    const widgetId = await wideWidget(w);
    for (const [width, suffix] of [[390, ''], [1280, '-desktop']] as const) {
      const { context, page } = await fullPage(w, widgetId, width, `shots-${width}`);
      try {
        const shot = (name: string) => screenshot(page, `connect-${name}${suffix}`);
        await shot('1-consent');
        await page.getByTestId('consent-accept').click();
        await page.getByTestId('step-platform').waitFor();
        await shot('2-platform');
        await page.getByTestId('platform-search').fill('ub');
        await shot('2-platform-search');
        await page.getByTestId('platform-search').fill('');
        await page.getByTestId('platform-uber').click();
        await page.getByTestId('country-mx').click();
        await page.getByTestId('step-identifier').waitFor();
        await shot('3-identifier');
        await page.getByTestId('identifier-input').fill(`ana-${width}@example.com`);
        await page.getByTestId('identifier-submit').click();
        await page.getByTestId('step-secret').waitFor();
        await page.getByTestId('secret-input').fill('9993');
        await page.getByTestId('secret-submit').click();
        await page.getByTestId('step-error').waitFor();
        await page.locator(':focus').blur();
        await shot('5-invalid-code');
        await page.getByTestId('retry').click();
        await page.getByTestId('secret-input').fill('123456');
        await page.getByTestId('secret-submit').click();
        await page.getByTestId('step-success').waitFor({ timeout: 30_000 });
        await shot('6-success');
      } finally {
        await context.close();
      }
      const embeddedContext = await (w.context.browser() as NonNullable<ReturnType<BrowserContext['browser']>>).newContext({ viewport: { width, height: width > 600 ? 800 : 844 } });
      try {
        const { page, widget } = await openEmbedded({ ...w, context: embeddedContext }, w.host, { externalId: `modal-${width}` });
        await widget.getByTestId('consent-accept').click();
        await widget.getByTestId('platform-uber').click();
        await widget.getByTestId('identifier-input').fill(`bea-${width}@example.com`);
        await widget.getByTestId('identifier-submit').click();
        await widget.getByTestId('step-secret').waitFor();
        await screenshot(page, `connect-4-code-in-modal${suffix}`);
      } finally {
        await embeddedContext.close();
      }
    }
  });
});
