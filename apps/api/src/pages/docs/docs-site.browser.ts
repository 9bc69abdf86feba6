import type { Browser, Page } from 'playwright-core';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { launchChromium } from '../../testing/chromium';

/** The built site (`npx nx run docs:build`, which `npm run e2e` runs first) as the API serves it. */
describe('/docs in Chromium: the documentation site, its search and its API reference', () => {
  let h: ApiHarness;
  let browser: Browser;

  beforeAll(async () => {
    h = await openApiHarness();
    browser = await launchChromium();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await browser?.close();
    await h.close();
  }, CLOSE_BUDGET_MS);

  /** A page that records what the browser refused or failed on (a script blocked by the policy shows here). */
  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text())));
    page.on('response', (answer) => void (answer.status() >= 400 && problems.push(`${answer.status()} ${new URL(answer.url()).pathname}`)));
    page.on('pageerror', (error) => problems.push(error.message));
    return { page, problems };
  }

  it('opens the home page with every script allowed, finds "report.ready" with the local search and opens the Webhooks guide', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${h.origin}/docs/`);
    await page.getByRole('heading', { level: 1, name: 'Gig Earnings API' }).waitFor();
    await page.getByRole('button', { name: /search/i }).first().click();
    await page.getByRole('combobox').or(page.locator('.VPLocalSearchBox input')).first().fill('report.ready');
    await page.locator('.VPLocalSearchBox .result', { hasText: 'Webhooks' }).first().click();
    await page.waitForURL(/\/docs\/guide\/webhooks/);
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('follows the sidebar’s "API reference" to Swagger UI at /docs/api', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${h.origin}/docs/guide/concepts`);
    await page.locator('.VPSidebar').getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(`${h.origin}/docs/api`);
    await page.locator('.opblock-summary-path[data-path="/v1/users/earnings/aggregated"]').first().waitFor();
    expect(problems).toEqual([]);
  });
});
