import type { Page } from 'playwright-core';
import { addMember, connectThroughApi, ConsoleBrowser, signIn, useConsoleBrowser, waitForCount, screenshot } from '../../testing/console-browser.fixture';

type AccountJson = { account_id: string; status: string; warning: string | null };

/** What the public API says of every account of these users: the counts the overview must show. */
async function countsFromApi(c: ConsoleBrowser, userIds: string[]) {
  const accounts: AccountJson[] = [];
  for (const id of userIds) accounts.push(...((await c.api.get(`/v1/users/${id}/accounts`)).body.data.accounts as AccountJson[]));
  const tally = (key: 'status' | 'warning') =>
    accounts.reduce<Record<string, number>>((counts, a) => (a[key] === null ? counts : { ...counts, [a[key] as string]: (counts[a[key] as string] ?? 0) + 1 }), {});
  return { total: accounts.length, byStatus: tally('status'), byWarning: tally('warning') };
}

const countsOnPage = (page: Page, kind: 'status' | 'warning') =>
  page.$$eval(`[data-testid^="count-${kind}-"]`, (links, prefix) =>
    Object.fromEntries(links.map((l) => [(l.getAttribute('data-testid') ?? '').slice(prefix.length), Number((l.textContent ?? '').replace(/\D/g, ''))]).filter(([, n]) => n > 0)),
    `count-${kind}-`);

describe('The console in Chromium: what it shows is what the public API says', () => {
  const fixture = useConsoleBrowser();

  it('shows on the overview the counts the API reports, and the banned account under the banned warning filter with its explanation', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const ana = await connectThroughApi(c, 'worker-ana');
    const banned = await connectThroughApi(c, 'worker-banned', 'banned@sandbox.gig.dev');
    const pendingUser = await c.api.createUser('worker-pending');
    expect((await c.api.post('/v1/accounts', { user_id: pendingUser, platform: 'uber', country: 'mx', identifier: 'eva@example.com' })).status).toBe(201);
    const expected = await countsFromApi(c, [ana.userId, banned.userId, pendingUser]);
    expect(expected.byWarning).toEqual({ banned: 1 });

    const page = await signIn(c, 'ops@acme.example');
    await page.getByTestId('total-accounts').waitFor();
    await screenshot(page, 'console-overview');
    expect(Number((await page.getByTestId('total-accounts').textContent())?.replace(/\D/g, ''))).toBe(expected.total);
    expect(await countsOnPage(page, 'status')).toEqual(expected.byStatus);
    expect(await countsOnPage(page, 'warning')).toEqual(expected.byWarning);

    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    await page.getByLabel('Warning').selectOption('banned');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/warning=banned/);
    const rows = page.getByTestId('accounts-table').locator('tbody tr');
    await waitForCount(rows, 1);
    await screenshot(page, 'console-accounts-banned');
    await page.getByRole('link', { name: `Account ${banned.accountId}` }).click();
    await page.getByTestId('account-warning').waitFor();
    expect(await page.getByTestId('account-warning').textContent()).toMatch(/banned/i);
    expect(await page.getByTestId('account-timeline').textContent()).toContain('account.connected');
    await screenshot(page, 'console-account');
  });

  it("draws a user's earnings with one point per day the API returns, stacked by platform with the API's amounts", async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    const { userId } = await connectThroughApi(c, 'worker-two-platforms');
    const created = await c.api.post('/v1/accounts', { user_id: userId, platform: 'didi', country: 'mx', identifier: 'ana@example.com' });
    await c.api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' });
    await c.h.runJobs();

    const page = await signIn(c, 'ops@acme.example');
    await page.goto(`${c.origin}/console/users/${userId}`);
    const chart = page.getByTestId('earnings-chart');
    await chart.waitFor();
    const [start, end] = [await page.getByLabel('From').inputValue(), await page.getByLabel('To').inputValue()];
    const api = (await c.api.post('/v1/users/earnings/aggregated', { user_id: userId, start_date: start, end_date: end, options: { details: true } })).body.data;
    const series = JSON.parse((await chart.getAttribute('data-series')) ?? 'null') as { dates: string[]; datasets: { platform: string; amounts: number[] }[] };
    await screenshot(page, 'console-user');

    type Day = { earning_date: string; amount: number; details: { platform: string; amount: number }[] };
    const days = (api.earnings as Day[]).slice().sort((a, b) => a.earning_date.localeCompare(b.earning_date));
    expect(days.length).toBeGreaterThan(20);
    expect(series.dates).toEqual(days.map((d) => d.earning_date));
    expect(series.datasets.map((d) => d.platform).sort()).toEqual(['didi', 'uber']);
    for (const dataset of series.datasets) {
      expect(dataset.amounts).toEqual(days.map((d) => d.details.filter((x) => x.platform === dataset.platform).reduce((sum, x) => sum + x.amount, 0)));
    }
    const table = await page.getByTestId('earnings-table').locator('tbody tr').count();
    expect(table).toBe(days.length);
  });
});

