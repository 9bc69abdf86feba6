import type { Page } from 'playwright-core';
import { addMember, connectThroughApi, ConsoleBrowser, signIn, useConsoleBrowser, waitForCount, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

/** Runs the queued jobs until the page shows what it waits for: the report's job is queued once the click's POST has answered. */
async function runJobsUntil(c: ConsoleBrowser, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await done()); i++) {
    await c.h.runJobs();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const axeAt = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  return seriousViolations(page);
};

describe("The console in Chromium: a user's income report", () => {
  const fixture = useConsoleBrowser();

  it('generates a report from the user page, shows its figures beside the chart and lists it with its PDF and verification links', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const { userId } = await connectThroughApi(c, 'worker-ana');
    const page = await signIn(c, 'ops@acme.example');
    await page.goto(`${c.origin}/console/users/${userId}`);
    await page.getByTestId('earnings-chart').waitFor();
    await page.getByTestId('income-report-empty').waitFor();
    await page.getByTestId('reports-empty').waitFor();

    await page.getByRole('button', { name: 'Generate report' }).click();
    const rows = page.getByTestId('reports-table').locator('tbody tr');
    const figures = page.getByTestId('income-report-figures');
    await runJobsUntil(c, async () => (await figures.count()) > 0);
    await figures.waitFor();
    await waitForCount(rows, 1);

    const reportId = String(await rows.first().getAttribute('data-report-id'));
    const report = (await c.api.get(`/v1/reports/${reportId}`)).body.data;
    expect(report.status).toBe('ready');
    const combined = report.insights.combined;
    const money = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${String(report.currency).toUpperCase()}`;
    expect(await page.getByTestId('figure-projected-monthly-income').textContent()).toBe(combined.projected_monthly_income === null ? '—' : money(combined.projected_monthly_income));
    expect(await page.getByTestId('figure-average-90-days').textContent()).toBe(combined.average_monthly.d90 === null ? '—' : money(combined.average_monthly.d90));
    expect(await page.getByTestId('figure-days-per-week').textContent()).toBe(combined.days_worked_per_week === null ? '—' : combined.days_worked_per_week.toFixed(2));
    for (const id of ['volatility', 'trend', 'history-months']) expect(await page.getByTestId(`figure-${id}`).textContent()).not.toBe('');
    expect(await rows.first().textContent()).toMatch(/Ready/);
    await page.getByRole('status').filter({ hasText: 'The report is ready.' }).waitFor();

    const pdfHref = String(await rows.first().getByRole('link', { name: /^Download PDF/ }).getAttribute('href'));
    const pdf = await page.request.get(`${c.origin}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.waitForLoadState('networkidle');
    await screenshot(page, 'console-user-income-report');
    expect({ desktop: await axeAt(page, 1280, 900), phone: await axeAt(page, 390, 844) }).toEqual({ desktop: [], phone: [] });
    await screenshot(page, 'console-user-income-report-phone');

    const [verify] = await Promise.all([page.context().waitForEvent('page'), rows.first().getByRole('link', { name: /^Verify/ }).click()]);
    const answer = await verify.waitForLoadState().then(() => verify.request.get(`${c.origin}/verify/${reportId}?format=json`));
    expect(answer.status()).toBe(200);
    expect(verify.url()).toBe(`${c.origin}/verify/${reportId}`);
    expect(await verify.locator('body').textContent()).toContain(reportId);
  }, 120_000);

  it("shows the catalogue's words when the report fails (the sandbox user whose PDF cannot be made), with no PDF link", async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const userId = await c.api.createUser('sandbox-insights-pdf-fails');
    const page = await signIn(c, 'ops@acme.example');
    await page.goto(`${c.origin}/console/users/${userId}`);
    await page.getByTestId('income-report-empty').waitFor();
    await page.getByRole('button', { name: 'Generate report' }).click();
    const failed = page.getByTestId('income-report-failed');
    await runJobsUntil(c, async () => (await failed.count()) > 0);
    expect(await failed.textContent()).toBe('Error: Insights PDF cannot be generated. (unable_to_generate_insights_pdf)');
    const rows = page.getByTestId('reports-table').locator('tbody tr');
    await waitForCount(rows, 1);
    expect(await rows.first().textContent()).toContain('Failed — Insights PDF cannot be generated.');
    expect(await rows.first().getByRole('link', { name: /^Download PDF/ }).count()).toBe(0);
    expect(await page.getByTestId('income-report-empty').count()).toBe(1);
  });

  it('shows a viewer a report asked for through the API once it is ready, without reloading, and no Generate button', async () => {
    const c = fixture();
    await addMember(c, 'viewer@acme.example', 'viewer');
    const { userId } = await connectThroughApi(c, 'worker-ana');
    expect((await c.api.post('/v1/reports', { user_id: userId, language: 'es' })).status).toBe(202);
    const page = await signIn(c, 'viewer@acme.example');
    await page.goto(`${c.origin}/console/users/${userId}`);
    const rows = page.getByTestId('reports-table').locator('tbody tr');
    await waitForCount(rows, 1);
    expect(await rows.first().textContent()).toContain('Generating');
    await c.h.runJobs();
    await page.getByTestId('income-report-figures').waitFor();
    expect(await rows.first().textContent()).toContain('Ready');
    expect(await page.getByRole('button', { name: 'Generate report' }).count()).toBe(0);
    expect(await page.getByTestId('reports-table').textContent()).toContain('Spanish');
  });
});
