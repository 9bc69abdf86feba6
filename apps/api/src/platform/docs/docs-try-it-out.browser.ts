import type { Browser } from 'playwright-core';
import { launchChromium } from '../../testing/chromium';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

describe('/docs/api in Chromium: "Try it out" calls the server that serves the page', () => {
  let h: ApiHarness;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    h = await openApiHarness();
    origin = h.origin;
    browser = await launchChromium();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await browser?.close();
    await h.close();
  }, CLOSE_BUDGET_MS);

  it('sends GET /health to this origin and shows its 200', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/api`);
    await page.locator('.opblock-summary-path[data-path="/health"]').first().click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/health');
    await page.getByRole('button', { name: 'Execute' }).click();
    expect(new URL((await sent).url()).origin).toBe(origin);
    await expect(page.locator('.request-url pre').textContent()).resolves.toBe(`${origin}/health`);
    await page.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();
  });
});
