import { answerExcerpt } from '@gig/domain';
import { addMember, screenshot, signIn, useConsoleBrowser, waitForCount } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

describe('The console in Chromium: a delivery log row opened on its payload and attempts', () => {
  const fixture = useConsoleBrowser();

  it('opens a delivery by keyboard: the payload as JSON, a 500 with the first 2 KB of its body, then a 200', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const created = await c.api.post('/v1/webhooks', { url: 'https://hooks.acme.example/gig', name: 'Loan decisions', events: ['user.created'] });
    const webhookId = created.body.data.webhook_id as string;
    const longBody = Buffer.from(`{"error":"upstream unavailable","detail":"${'retry later; '.repeat(300)}"}`);
    c.answers.push({ delivered: false, httpStatus: 500, error: 'HTTP 500', durationMs: 184, answer: answerExcerpt(longBody, longBody.length) });
    c.answers.push({ delivered: true, httpStatus: 200, durationMs: 37, answer: answerExcerpt(Buffer.from('{"received":true}'), 17) });
    await c.api.createUser('worker-7');
    expect(await c.h.runWebhooks()).toBe(1);
    c.h.clock.advance(15_000);
    expect(await c.h.runWebhooks()).toBe(1);

    const page = await signIn(c, 'ops@acme.example');
    await page.goto(`${c.origin}/console/webhooks/${webhookId}`);
    const rows = page.getByTestId('deliveries-table').locator('tbody tr');
    await waitForCount(rows, 1);
    const toggle = page.getByRole('button', { name: /^Details of delivery/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const details = page.getByTestId('delivery-details');
    await details.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-controls')).toBe(await page.locator('tr.delivery-detail-row').getAttribute('id'));
    const payload = JSON.parse((await details.locator('pre').first().textContent()) ?? '');
    expect(payload.data).toMatchObject({ webhook_id: webhookId, webhook_action: 'user.created', external_id: 'worker-7' });
    const attempts = details.getByTestId('delivery-attempt');
    await waitForCount(attempts, 2);
    expect(await attempts.nth(0).textContent()).toMatch(/Attempt 1 · HTTP 500 · .* · 184 ms.*first 2 KB \(it was longer\)/);
    const shown = (await attempts.nth(0).locator('pre').textContent()) ?? '';
    expect(Buffer.byteLength(shown)).toBe(2048);
    expect(longBody.toString().startsWith(shown)).toBe(true);
    expect(await attempts.nth(1).textContent()).toMatch(/Attempt 2 · HTTP 200 · .* · 37 ms.*\{"received":true\}/);
    expect(await seriousViolations(page)).toEqual([]);
    const fits = await page.$eval('[data-testid="deliveries-table"]', (table) => {
      const frame = table.closest('.table-wrap');
      return frame !== null && frame.scrollWidth <= frame.clientWidth;
    });
    expect(fits).toBe(true);
    await screenshot(page, 'console-delivery-expanded');
    await page.keyboard.press('Enter');
    await waitForCount(page.getByTestId('delivery-details'), 0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
