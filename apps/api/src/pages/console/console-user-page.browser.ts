import { ImportUsers } from '@gig/domain';
import type { Page } from 'playwright-core';
import { readImportDocument } from '../../composition/admin/import-document.reader';
import { demoImportDocument } from '../../composition/bootstrap/demo-data';
import { ConsoleBrowser, signedInAdmin, useConsoleBrowser, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

const axeAt = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  return seriousViolations(page);
};

async function runJobsUntil(c: ConsoleBrowser, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await done()); i++) {
    await c.h.runJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function demoWorkerPage(c: ConsoleBrowser): Promise<{ page: Page; userId: string }> {
  await c.h.app.get(ImportUsers).execute(c.company.company_id, readImportDocument(demoImportDocument()));
  const userId = (await c.api.get('/v1/users?external_id=demo-worker-1')).body.data.user_id as string;
  const page = await signedInAdmin(c);
  await page.goto(`${c.origin}/console/users/${userId}`);
  await page.getByTestId('earnings-chart').waitFor();
  await page.getByTestId('reports-empty').waitFor();
  return { page, userId };
}

describe("The console in Chromium: a user's page reads on one screen and reports the chart's dates", () => {
  const fixture = useConsoleBrowser();

  it('keeps the user page under 1,600 px at 1280 px with the daily amounts collapsed, and is axe-clean at both widths', async () => {
    const c = fixture();
    const { page } = await demoWorkerPage(c);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate('document.documentElement.scrollHeight');
    process.stdout.write(`user page height at 1280 px: ${height} px\n`);
    expect(height).toBeLessThan(1600);
    const daily = page.getByTestId('daily-earnings');
    expect(await daily.getAttribute('open')).toBeNull();
    const days = JSON.parse(String(await page.getByTestId('earnings-chart').getAttribute('data-series'))).dates.length as number;
    expect(await daily.locator('summary').textContent()).toBe(`Daily amounts (${days} days)`);
    await daily.locator('summary').click();
    expect(await page.getByTestId('earnings-table').locator('tbody tr').count()).toBe(days);
    await daily.locator('summary').click();
    await screenshot(page, 'console-user-demo');
    expect({ desktop: await axeAt(page, 1280, 900), phone: await axeAt(page, 390, 844) }).toEqual({ desktop: [], phone: [] });
    await screenshot(page, 'console-user-demo-phone');
  });

  it("starts the report window as the chart's dates, follows them when they change, and the report covers that window", async () => {
    const c = fixture();
    const { page, userId } = await demoWorkerPage(c);
    const chart = { start: await page.getByLabel('From').inputValue(), end: await page.getByLabel('To').inputValue() };
    expect(chart.end).toBe('2026-09-28');
    expect({ start: await page.getByLabel('First day').inputValue(), end: await page.getByLabel('Last day').inputValue() }).toEqual(chart);

    await page.getByLabel('From').fill('2026-08-01');
    await page.getByRole('button', { name: 'Show earnings' }).click();
    await page.getByText('2026-08-01 to 2026-09-28:').waitFor();
    expect({ start: await page.getByLabel('First day').inputValue(), end: await page.getByLabel('Last day').inputValue() }).toEqual({ start: '2026-08-01', end: '2026-09-28' });

    await page.getByRole('button', { name: 'Generate report' }).click();
    const rows = page.getByTestId('reports-table').locator('tbody tr');
    await runJobsUntil(c, async () => (await page.getByTestId('income-report-figures').count()) > 0);
    await page.getByTestId('income-report-figures').waitFor();
    const listed = (await c.api.get(`/v1/users/${userId}/reports`)).body.data.reports as { window: { start_date: string; end_date: string } }[];
    expect(listed.map((report) => report.window)).toEqual([{ start_date: '2026-08-01', end_date: '2026-09-28' }]);
    expect(await page.getByTestId('income-report-window').textContent()).toMatch(/^2026-08-01 to 2026-09-28, issued /);
    expect(await rows.count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate('document.documentElement.scrollHeight');
    process.stdout.write(`user page height at 1280 px with a report: ${height} px\n`);
    expect(height).toBeLessThan(1600);
    await screenshot(page, 'console-user-demo-report');
  });
});
