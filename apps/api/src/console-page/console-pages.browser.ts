import { addMember, connectThroughApi, signIn, useConsoleBrowser, screenshot } from '../testing/console-browser.fixture';
import { seriousViolations } from '../testing/widget-browser.fixture';

describe('The console in Chromium: every page accessible, by keyboard too', () => {
  const fixture = useConsoleBrowser();

  it('has no serious or critical accessibility violation on any page, and saves a screenshot of each', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const { userId, accountId } = await connectThroughApi(c, 'worker-ana');
    const webhook = await c.api.post('/v1/webhooks', { url: 'https://hooks.acme.example/gig', name: 'Loan decisions' });
    await c.api.post('/v1/widgets', { name: 'Onboarding', allowed_origins: ['https://app.acme.example'] });
    await c.h.runWebhooks();
    const page = await signIn(c, 'ops@acme.example');
    const pages: Record<string, string> = {
      overview: '/console', users: '/console/users', user: `/console/users/${userId}`, accounts: '/console/accounts', account: `/console/accounts/${accountId}`,
      webhooks: '/console/webhooks', webhook: `/console/webhooks/${webhook.body.data.webhook_id}`, 'api-keys': '/console/api-keys', widgets: '/console/widgets', members: '/console/members', sandbox: '/console/sandbox',
    };
    const found: Record<string, string[]> = {};
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${c.origin}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `console-page-${name}`);
      found[name] = await seriousViolations(page);
    }
    await page.close();
    const signInPage = await c.context.newPage();
    await signInPage.goto(`${c.origin}/console/sign-in`);
    await signInPage.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(signInPage, 'console-page-sign-in');
    found['sign-in'] = await seriousViolations(signInPage);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
  }, 240_000); // twelve pages, each loaded, photographed and checked by axe: minutes on a loaded two-core machine

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
