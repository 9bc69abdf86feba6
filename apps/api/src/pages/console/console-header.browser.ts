import type { Page } from 'playwright-core';
import { connectThroughApi, signedInAdmin, useConsoleBrowser, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

const axeAt = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  return seriousViolations(page);
};

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: /Search by external ID/ });
  await box.fill(text);
  await box.press('Enter');
}

describe('The console in Chromium: the product header and its search', () => {
  const fixture = useConsoleBrowser();

  it('names the product and the environment, marks the current page in a styled sidebar, and is axe-clean at both widths', async () => {
    const c = fixture();
    const page = await signedInAdmin(c);
    expect(await page.locator('header .brand').textContent()).toBe('Gig Earnings');
    expect(await page.getByTestId('environment').textContent()).toBe('Sandbox');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const current = await nav.locator('[aria-current="page"]').allTextContents();
    expect(current).toEqual(['Users']);
    const underlined = await nav.getByRole('link').evaluateAll((links) => links.filter((a) => (a.ownerDocument.defaultView as { getComputedStyle: (e: unknown) => { textDecorationLine: string } }).getComputedStyle(a).textDecorationLine.includes('underline')).map((a) => a.textContent));
    expect(underlined).toEqual([]);
    expect({ desktop: await axeAt(page, 1280, 900), phone: await axeAt(page, 390, 844) }).toEqual({ desktop: [], phone: [] });
  });

  it('finds a user by external ID, an account by ID and a report by ID, and says so when nothing has the text', async () => {
    const c = fixture();
    const { userId, accountId } = await connectThroughApi(c, 'worker-ana');
    const created = await c.api.post('/v1/reports', { user_id: userId, language: 'en' });
    expect(created.status).toBe(202);
    const reportId = created.body.data.report_id as string;
    const page = await signedInAdmin(c);

    await search(page, 'worker-ana');
    await page.getByRole('heading', { level: 1, name: 'User' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/users/${userId}`);

    await search(page, accountId);
    await page.waitForURL(`**/console/accounts/${accountId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await search(page, reportId);
    await page.waitForURL(`**/console/users/${userId}`);
    await page.getByTestId('reports-table').locator(`tr[data-report-id="${reportId}"]`).waitFor();

    await search(page, 'nobody-has-this');
    await page.getByRole('status').filter({ hasText: 'Nothing found for “nobody-has-this”.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/users/${userId}`);
    await screenshot(page, 'console-search-nothing');
  });

  it("copies the user's ID to the clipboard, shows Copied and announces it; times read relative with the exact time on hover", async () => {
    const c = fixture();
    const { userId } = await connectThroughApi(c, 'worker-ana');
    const page = await signedInAdmin(c);
    await c.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: c.origin });
    await page.goto(`${c.origin}/console/users/${userId}`);
    const copy = page.getByRole('button', { name: 'Copy user ID' });
    await copy.click();
    await page.getByRole('status').filter({ hasText: 'user ID copied to the clipboard.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Copied user ID' }).count()).toBe(1);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(userId);
    const created = page.locator('.facts time');
    expect(await created.textContent()).toMatch(/^(just now|\d+ min ago)$/);
    expect(await created.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(Date.parse(String(await created.getAttribute('datetime')))).not.toBeNaN();
  });
});
