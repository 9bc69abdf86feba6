import { accountStatus } from '@gig/sdk/account-status';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, TestClock } from '@gig/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDemoIfEmpty } from '../../composition/bootstrap/seed-demo';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { launchChromium } from '../../testing/chromium';
import { seriousViolations } from '../../testing/widget-browser.fixture';

/** The server of a first `npm start`: the demo seeded, its job worker on, the link it prints. */
describe('The printed demo link /connect/demo, opened twice in Chromium against the running server', () => {
  let h: ApiHarness;
  let browser: Browser;
  let link = '';
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    h = await openApiHarness({ clock: new TestClock(new Date()), env: { SEED_DEMO: 'true', JOBS_ENABLED: 'true', JOB_POLL_MS: '50' } });
    let printed = '';
    await seedDemoIfEmpty(h.composition, (text) => (printed += text));
    link = new URL(new URL(printed.split('\n').find((line) => line.includes('/connect/demo'))?.trim() ?? 'http://invalid/').pathname, h.origin).href;
    browser = await launchChromium();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await h?.close();
  }, CLOSE_BUDGET_MS);

  /** Opens the link as a worker would, full page at 390 px, goes on from their connections and accepts the consent. */
  async function openAndConsent(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(link);
    // The demo worker is a returning one: "Your connections" first, then another platform through the consent.
    await page.getByTestId('step-connections').waitFor();
    await page.getByTestId('connections-connect').click();
    await page.getByTestId('step-consent').waitFor();
    expect(page.url()).not.toContain('connect_token');
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('connected-accounts').waitFor();
    return page;
  }

  it('connects a platform on the first visit, and on the second finds the worker with it instead of "already registered"', async () => {
    const first = await openAndConsent();
    expect(await first.getByTestId('connected-uber').getAttribute('data-status')).toBe(accountStatus.success);
    await first.getByTestId('platform-didi').click();
    await first.getByTestId('identifier-input').fill('carla@example.com');
    await first.getByTestId('identifier-submit').click();
    await first.getByTestId('secret-input').fill('123456');
    await first.getByTestId('secret-submit').click();
    await first.getByTestId('step-success').waitFor({ timeout: 30_000 });
    await first.close();

    const second = await openAndConsent();
    await second.getByTestId('connected-didi').waitFor();
    expect(await second.getByTestId('connected-didi').getAttribute('data-status')).toBe(accountStatus.success);
    await expect(second.getByText(/ya está registrad/i).count()).resolves.toBe(0);
    const violations: Record<string, string[]> = {};
    for (const width of [390, 1280]) {
      await second.setViewportSize({ width, height: 800 });
      violations[width] = await seriousViolations(second);
    }
    expect(violations).toEqual({ 390: [], 1280: [] });
  });
});
