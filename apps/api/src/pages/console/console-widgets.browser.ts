import type { Page } from 'playwright-core';
import { adminOn, useConsoleBrowser, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

const axeAt = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  return seriousViolations(page);
};

describe('The console in Chromium: the widgets page', () => {
  const fixture = useConsoleBrowser();

  it('lists only the platforms a widget can show in its countries, opens the create form from "New widget", and is axe-clean', async () => {
    const c = fixture();
    const created = await c.api.post('/v1/widgets', { name: 'Mexico only', platforms: ['uber', 'ifood', 'imss'], countries: ['mx'], language: 'en', allowed_origins: ['https://app.acme.example'] });
    expect(created.status).toBe(201);
    expect(created.body.data.platforms).toEqual(['uber', 'ifood', 'imss']);
    const page = await adminOn(c, 'Widgets');
    const row = page.getByTestId('widgets-table').locator('tbody tr').filter({ hasText: 'Mexico only' });
    await row.waitFor();
    expect(await row.getByTestId('widget-platforms').textContent()).toBe('Uber, IMSS');

    expect(await page.getByRole('button', { name: 'Create widget' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New widget' }).click();
    await page.getByRole('heading', { level: 2, name: 'Create a widget' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create widget' }).count()).toBe(1);
    await screenshot(page, 'console-widgets-new');
    expect({ desktop: await axeAt(page, 1280, 900), phone: await axeAt(page, 390, 844) }).toEqual({ desktop: [], phone: [] });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New widget' }).waitFor();
  });
});
