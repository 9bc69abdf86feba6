import { screenshot, seriousViolations, useWidgetBrowser } from '../../testing/widget-browser.fixture';

describe('The connect widget as a full page, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('walks the whole flow by keyboard alone, full page, and returns to redirect_url with the result', async () => {
    const { keys, widgetId, context, apiOrigin } = fixture();
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
    const { keys, widgetId, context, apiOrigin } = fixture();
    const page = await context.newPage();
    await page.goto(`${apiOrigin}/connect?public_key=${keys.public_key}&widget_id=${widgetId}&external_id=axe-1`);
    const found: Record<string, string[]> = {};
    const check = async (step: string) => {
      await page.getByTestId(step).waitFor({ timeout: 30_000 });
      await screenshot(page, `axe-${step}`);
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
    const { keys, widgetId, host, apiOrigin } = fixture();
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
