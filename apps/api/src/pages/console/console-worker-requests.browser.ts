import request from 'supertest';
import { addMember, ConsoleBrowser, connectThroughApi, screenshot, signIn, signedInAdmin, useConsoleBrowser } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

/** The worker asks through the widget's route with a connect token, as the widget does; the request as the API answered it. */
async function ask(c: ConsoleBrowser, userId: string, type: 'deletion' | 'objection', message: string) {
  const widgetId = (await c.api.post('/v1/widgets', { name: 'Loans', allowed_origins: ['https://app.acme.example'], platforms: ['uber'], countries: ['mx'] })).body.data.widget_id;
  const token = (await c.api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }).expect(201)).body.data.connect_token as string;
  const asked = await request(c.h.app.getHttpServer()).post('/v1/connect/worker-requests').set('Authorization', `Bearer ${token}`).send({ type, message });
  expect(asked.status).toBe(201);
  return asked.body.data as { request_id: string; due_on: string; business_days_left: number };
}

describe('The console in Chromium: workers’ requests', () => {
  const fixture = useConsoleBrowser();

  it('lists a deletion request with its due date and business days left; an admin completes it (the user is gone) and declines another with a reason', async () => {
    const c = fixture();
    const leaving = await connectThroughApi(c, 'worker-leaving');
    const staying = await connectThroughApi(c, 'worker-staying', 'luis@example.com');
    const deletion = await ask(c, leaving.userId, 'deletion', 'Ya no quiero el crédito');
    const second = await ask(c, staying.userId, 'deletion', 'Borren todo');
    expect((await c.api.get(`/v1/users/${leaving.userId}`)).status).toBe(404);

    const page = await signedInAdmin(c);
    expect((await page.getByTestId('kpi-worker-requests').innerText()).trim()).toBe('2');
    await page.getByRole('link', { name: 'Worker requests', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Worker requests' }).waitFor();
    const row = page.locator(`[data-request-id="${deletion.request_id}"]`);
    await row.waitFor();
    expect(deletion.business_days_left).toBe(20);
    const text = await row.innerText();
    for (const shown of ['worker-leaving', 'Deletion', 'Ya no quiero el crédito', deletion.due_on, '20 business days left', 'Pending']) expect(text).toContain(shown);
    expect(await row.getByRole('link', { name: 'worker-leaving' }).getAttribute('href')).toBe(`/console/users/${leaving.userId}`);

    const found: Record<string, string[]> = {};
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await screenshot(page, `console-worker-requests${width === 390 ? '-phone' : ''}`);
      found[`at ${width}`] = await seriousViolations(page);
    }
    expect(found).toEqual({ 'at 1280': [], 'at 390': [] });
    await page.setViewportSize({ width: 1280, height: 900 });
    const frame = page.locator('.table-wrap').first();
    expect(await frame.evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true); // no sideways scroll at 1280 px

    await row.getByText('Actions').click();
    await row.getByRole('button', { name: 'Complete (worker-leaving)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('status').getByText('worker-leaving was deleted; the request is completed.').waitFor();
    expect((await row.getByTestId('request-status').innerText()).trim()).toBe('Completed');
    expect((await row.getByTestId('days-left').innerText()).trim()).toBe('—');
    expect((await c.api.get(`/v1/users/${leaving.userId}`)).status).toBe(404);
    expect(((await c.h.database.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [leaving.userId])) as { n: number }[])[0].n).toBe(0);

    const other = page.locator(`[data-request-id="${second.request_id}"]`);
    await other.getByText('Actions').click();
    await other.getByRole('button', { name: 'Decline (worker-staying)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (the worker reads it)').fill('Conservamos el expediente 10 años (Código de Comercio, art. 38)');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await page.getByRole('status').getByText('The request of worker-staying was declined.').waitFor();
    expect(await other.getByTestId('request-status').innerText()).toContain('Declined (Conservamos el expediente 10 años');
    expect((await c.api.get(`/v1/users/${staying.userId}`)).status).toBe(200);
    const answered = (await c.api.get('/v1/worker-requests')).body.data.requests.map((r: { request_id: string; status: string }) => [r.request_id, r.status]);
    expect(Object.fromEntries(answered)).toEqual({ [deletion.request_id]: 'completed', [second.request_id]: 'declined' });
  }, 180_000);

  it('shows a member who is not an admin the requests, with no button to answer them', async () => {
    const c = fixture();
    const { userId } = await connectThroughApi(c, 'worker-objecting');
    const objection = await ask(c, userId, 'objection', 'No me evalúen automáticamente');
    await addMember(c, 'viewer@acme.example', 'viewer');
    const page = await signIn(c, 'viewer@acme.example');
    await page.getByRole('link', { name: 'Worker requests', exact: true }).click();
    const row = page.locator(`[data-request-id="${objection.request_id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Objection');
    expect(await page.getByRole('button', { name: /^(Complete|Decline)/ }).count()).toBe(0);
    expect(await row.getByText('Actions').count()).toBe(0);
    expect(await page.getByText('Only an admin may complete or decline a request.').count()).toBe(1);
  }, 120_000);
});
