import type { Page } from 'playwright-core';
import { addMember, connectThroughApi, signIn, useConsoleBrowser, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

/** Every table wider than its frame (it would scroll sideways), by caption, with both widths. */
const tablesTooWide = (page: Page) =>
  page.$$eval('table', (tables) =>
    tables
      .map((table) => ({ table, frame: table.closest('.table-wrap') ?? table }))
      .filter(({ table, frame }) => frame.scrollWidth > frame.clientWidth || table.getBoundingClientRect().width > frame.clientWidth + 1)
      .map(({ table, frame }) => `${table.querySelector('caption')?.textContent ?? table.getAttribute('data-testid')}: ${frame.scrollWidth} > ${frame.clientWidth}`),
  );

describe('The console in Chromium: every page accessible, by keyboard too', () => {
  const fixture = useConsoleBrowser();

  it('has no serious or critical accessibility violation on any page at 1280 and 390 px, no table wider than its frame at 1280 px, and saves a screenshot of each', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const webhook = await c.api.post('/v1/webhooks', { url: 'https://hooks.acme.example/gig/a-rather-long-path/for-the-loan-decisions-service', name: 'Loan decisions' });
    const { userId, accountId } = await connectThroughApi(c, 'worker-ana');
    await connectThroughApi(c, 'worker-banned', 'banned@sandbox.gig.dev'); // its two badges are the widest cells of the accounts table
    // The widget that made the table 1,753 px wide: many platforms and origins.
    await c.api.post('/v1/widgets', { name: 'Onboarding', allowed_origins: ['https://app.acme.example', 'https://staging.app.acme.example', 'https://partners.acme-lending.example'] });
    await c.h.runWebhooks();
    const page = await signIn(c, 'ops@acme.example');
    const pages: Record<string, string> = {
      overview: '/console', users: '/console/users', user: `/console/users/${userId}`, accounts: '/console/accounts', account: `/console/accounts/${accountId}`,
      webhooks: '/console/webhooks', webhook: `/console/webhooks/${webhook.body.data.webhook_id}`, 'api-keys': '/console/api-keys', widgets: '/console/widgets', members: '/console/members', sandbox: '/console/sandbox',
    };
    const found: Record<string, string[]> = {};
    const wide: Record<string, string[]> = {};
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${c.origin}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `console-page-${name}${width === 390 ? '-phone' : ''}`);
        found[`${name} at ${width}`] = await seriousViolations(page);
        if (width === 1280) wide[name] = await tablesTooWide(page);
      }
    }
    await page.close();
    expect(wide).toEqual(Object.fromEntries(Object.keys(pages).map((name) => [name, []])));
    const signInPage = await c.context.newPage();
    await signInPage.goto(`${c.origin}/console/sign-in`);
    await signInPage.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(signInPage, 'console-page-sign-in');
    found['sign-in at 1280'] = await seriousViolations(signInPage);
    await signInPage.setViewportSize({ width: 390, height: 844 });
    found['sign-in at 390'] = await seriousViolations(signInPage);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  }, 480_000); // twelve pages at two widths, each loaded, photographed and checked by axe: minutes on a loaded two-core machine

  it('is usable by keyboard alone: sign in, then reach a page through the navigation, its heading focused', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const page = await c.context.newPage();
    await page.goto(`${c.origin}/console/sign-in`);
    await page.getByLabel('Email').waitFor();
    const focusedIs = (locator: ReturnType<typeof page.getByLabel>) => locator.evaluate((element) => element === element.ownerDocument.activeElement);
    const tabTo = async (locator: ReturnType<typeof page.getByLabel>) => {
      for (let i = 0; i < 30; i++) {
        if (await focusedIs(locator)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element');
    };
    await tabTo(page.getByLabel('Email'));
    await page.keyboard.type('ops@acme.example');
    await tabTo(page.getByLabel('Password'));
    await page.keyboard.type('correct horse battery staple');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await tabTo(page.getByRole('link', { name: 'Accounts', exact: true }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Accounts' });
    await heading.waitFor();
    expect(await focusedIs(heading)).toBe(true);
  });
});
