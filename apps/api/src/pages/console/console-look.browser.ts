import { ImportUsers } from '@gig/domain';
import type { Page } from 'playwright-core';
import { readImportDocument } from '../../composition/admin/import-document.reader';
import { demoImportDocument } from '../../composition/bootstrap/demo-data';
import { addMember, connectThroughApi, signedInAdmin, signIn, useConsoleBrowser, screenshot } from '../../testing/console-browser.fixture';

const headerHeight = (page: Page) => page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element === element.ownerDocument.activeElement);

describe('The console in Chromium: how it reads at a glance', () => {
  const fixture = useConsoleBrowser();

  it('has a side navigation at 1280 px and, at 390 px, a Menu button the keyboard opens to reach a page', async () => {
    const c = fixture();
    const page = await signedInAdmin(c);
    const menu = page.getByRole('button', { name: 'Menu' });
    const accounts = page.getByRole('link', { name: 'Accounts', exact: true });
    expect(await accounts.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    const wide = await headerHeight(page);
    process.stdout.write(`console header height at 1280 px: ${wide} px\n`);
    expect(wide).toBeLessThanOrEqual(64);

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await headerHeight(page);
    process.stdout.write(`console header height at 390 px: ${narrow} px\n`);
    expect(narrow).toBeLessThanOrEqual(64);
    expect(await accounts.isVisible()).toBe(false);
    await page.getByRole('heading', { level: 1 }).focus();
    for (let i = 0; i < 10 && !(await isFocused(page, '.menu-button')); i++) await page.keyboard.press('Tab');
    expect(await isFocused(page, '.menu-button')).toBe(true);
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await accounts.isVisible()).toBe(true);
    await screenshot(page, 'console-menu-phone');
    for (let i = 0; i < 10 && !(await accounts.evaluate((a) => a === a.ownerDocument.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await accounts.isVisible()).toBe(false);
  });

  it('shows KPI cards with the counts of the seeded accounts, and names each status in words', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    await connectThroughApi(c, 'worker-ana');
    await connectThroughApi(c, 'worker-banned', 'banned@sandbox.gig.dev');
    const pendingUser = await c.api.createUser('worker-pending');
    expect((await c.api.post('/v1/accounts', { user_id: pendingUser, platform: 'uber', country: 'mx', identifier: 'eva@example.com' })).status).toBe(201);
    const page = await signIn(c, 'ops@acme.example');
    const kpi = async (id: string) => Number(String(await page.getByTestId(`kpi-${id}`).textContent()).replace(/\D/g, ''));
    await page.getByTestId('kpi-connected').waitFor();
    expect({ connected: await kpi('connected'), recent: await kpi('connected-30d'), warning: await kpi('warning'), reconnect: await kpi('reconnect'), failing: await kpi('failing-webhooks') }).toEqual({
      connected: 2,
      recent: 2,
      warning: 1,
      reconnect: 0,
      failing: 0,
    });
    const statuses = await page.$$eval('[data-testid^="count-status-"]', (links) => links.map((l) => l.closest('tr')?.querySelector('th')?.textContent));
    expect(statuses.sort()).toEqual(['Connected', 'Waiting for the worker']);

    await page.goto(`${c.origin}/console/accounts`);
    await page.getByTestId('accounts-table').waitFor();
    const badges = await page.$$eval('[data-testid="accounts-table"] .badge', (spans) => spans.map((s) => s.textContent));
    expect(badges.sort()).toEqual(['Banned by the platform', 'Connected', 'Logged in, with a warning', 'Waiting for the worker']);
  });

  it("opens a user from the external ID in the users table, the earnings showing the user's latest 90 days with data", async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    await c.h.app.get(ImportUsers).execute(c.company.company_id, readImportDocument(demoImportDocument()));
    const page = await signIn(c, 'ops@acme.example');
    await page.goto(`${c.origin}/console/users`);
    await page.getByRole('link', { name: 'demo-worker-1', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'User' }).waitFor();
    const chart = page.getByTestId('earnings-chart');
    await chart.waitFor();
    expect(await page.getByLabel('To').inputValue()).toBe('2026-09-28');
    const series = JSON.parse(String(await chart.getAttribute('data-series'))) as { dates: string[] };
    expect(series.dates.length).toBeGreaterThan(30);

    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Show earnings' }).click();
    await page.getByTestId('earnings-chart-empty').waitFor();
    expect(await page.getByTestId('earnings-table').count()).toBe(0);
  });
});
