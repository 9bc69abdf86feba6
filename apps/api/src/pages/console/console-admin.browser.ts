import { AddMember } from '@gig/domain';
import request from 'supertest';
import { runAdminCommand } from '../../composition/admin/admin.commands';
import type { UseCases } from '../../composition/use-cases';
import { addMember, adminOn, CONSOLE_PASSWORD, signIn, useConsoleBrowser, waitForCount, screenshot } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

describe('The console in Chromium: members, webhooks, keys', () => {
  const fixture = useConsoleBrowser();

  it("sets a password through the CLI's one-time link, signs in, signs out, and the link works once only", async () => {
    const c = fixture();
    const useCases = { addMember: c.h.app.get(AddMember) } as unknown as UseCases;
    const printed = (await runAdminCommand(['member', 'add', '--company', c.company.company_id, '--email', 'Owner@Acme.example'], useCases, { baseUrl: c.origin })) as {
      set_password_url: string; role: string;
    };
    expect(printed.role).toBe('admin');
    const page = await c.context.newPage();
    await page.goto(printed.set_password_url);
    await page.getByLabel('New password').fill(CONSOLE_PASSWORD);
    await page.getByLabel('Repeat the password').fill(CONSOLE_PASSWORD);
    await screenshot(page, 'console-set-password');
    await page.getByRole('button', { name: /set/i }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const said = 'Your password is set and you are signed in as owner@acme.example.';
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    expect(await page.getByText(/password (is )?set/i).count()).toBe(1);
    expect(await page.getByTestId('member').textContent()).toBe('owner@acme.example (admin)');
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(await page.getByText(said).count()).toBe(0);
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await page.getByText(said).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').fill('owner@acme.example');
    await page.getByLabel('Password').fill('wrong password, long enough');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: /e-mail|password/i }).waitFor();
    await screenshot(page, 'console-sign-in-error');
    await page.getByLabel('Password').fill(CONSOLE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const cookie = (await c.context.cookies()).find((k) => k.name === 'gig_console_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await request(c.origin).get('/console/api/session').set('Cookie', `gig_console_session=${cookie?.value}`)).status).toBe(401);
    const again = await request(c.origin).post('/console/api/password').send({ token: new URL(printed.set_password_url).searchParams.get('token'), password: 'another long password' });
    expect(again.status).toBe(404);
  });

  it('creates a webhook whose secret is shown once, and a test event appears in its delivery log', async () => {
    const c = fixture();
    const page = await adminOn(c, 'Webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByLabel('URL').fill('https://hooks.acme.example/gig');
    await page.getByLabel('Name').fill('Loan decisions');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = page.getByTestId('secret-once');
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/whsec_[A-Za-z0-9+/=]+/);
    await screenshot(page, 'console-webhooks');
    const listed = (await c.api.get('/v1/webhooks')).body.data;
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    await page.getByRole('link', { name: 'Loan decisions' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForCount(page.getByTestId('secret-once'), 0);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('status').filter({ hasText: /test/i }).waitFor();
    expect(await c.h.runWebhooks()).toBe(1);
    await page.getByRole('button', { name: 'Reload deliveries' }).click();
    const row = page.getByTestId('deliveries-table').locator('tbody tr');
    await row.filter({ hasText: /webhook\.test.*Delivered/ }).waitFor({ timeout: 10_000 });
    await waitForCount(row, 1);
    expect(c.sent.map((e) => e.action)).toEqual(['webhook.test']);
    await screenshot(page, 'console-webhook');
  });

  it('creates a key shown once; once revoked in the console the API answers 401 with it', async () => {
    const c = fixture();
    const page = await adminOn(c, 'API keys');
    expect(await page.getByLabel('Kind').count()).toBe(0);
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByLabel('Kind').selectOption('private');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('secret-once').textContent())?.match(/sk_sandbox_[A-Za-z0-9]{32}/)?.[0] ?? 'no key shown';
    expect(await page.getByLabel('Kind').count()).toBe(0);
    await c.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: c.origin });
    await page.getByTestId('secret-once').getByRole('button', { name: /^Copy/ }).click();
    await page.getByRole('status').filter({ hasText: 'the new private key copied to the clipboard.' }).waitFor();
    expect(await page.getByTestId('secret-once').getByRole('button', { name: /^Copied/ }).count()).toBe(1);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
    await screenshot(page, 'console-api-keys');
    expect((await request(c.origin).get('/v1/platforms').set('X-Api-Key', key)).status).toBe(200);
    await page.getByLabel(`Actions for ${key.slice(0, 16)}`).click();
    await page.getByRole('button', { name: `Revoke (${key.slice(0, 16)})` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('status').filter({ hasText: /revoked/ }).waitFor();
    expect((await request(c.origin).get('/v1/platforms').set('X-Api-Key', key)).status).toBe(401);
  });

  it('refuses a write without the CSRF token, and shows a viewer no key management and no write button', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    await addMember(c, 'viewer@acme.example', 'viewer');
    const admin = await signIn(c, 'ops@acme.example');
    const forged = await admin.evaluate(async () => {
      const answer = await fetch('/console/api/api-keys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ kind: 'private' }) });
      return { status: answer.status, body: await answer.json() };
    });
    expect(forged).toMatchObject({ status: 403, body: { success: false, error: { code: 'forbidden_error' } } });
    await admin.close();

    const viewer = await signIn(c, 'viewer@acme.example');
    await screenshot(viewer, 'console-viewer-overview');
    expect(await viewer.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents()).not.toContain('API keys');
    await viewer.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await viewer.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await waitForCount(viewer.getByRole('button', { name: 'Create webhook' }), 0);
    const keys = await viewer.evaluate(async () => (await fetch('/console/api/api-keys')).status);
    expect(keys).toBe(403);
  });

  it('lets an admin sign a member out, change its role and remove it, each ending its session; a viewer has no members page', async () => {
    const c = fixture();
    await addMember(c, 'ops@acme.example', 'admin');
    await addMember(c, 'viewer@acme.example', 'viewer');
    const viewer = await signIn(c, 'viewer@acme.example');
    expect(await viewer.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents()).not.toContain('Members');
    const viewerCookie = async () => (await c.context.cookies()).find((k) => k.name === 'gig_console_session')?.value;
    const viewerSession = await viewerCookie();
    const admin = await signIn(c, 'ops@acme.example');
    await admin.getByRole('link', { name: 'Members', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await waitForCount(admin.getByTestId('members-table').locator('tbody tr'), 2);
    await screenshot(admin, 'console-members');
    expect(await seriousViolations(admin)).toEqual([]);
    const confirm = async (button: string, answer: string, status: RegExp) => {
      const email = /\((.+)\)$/.exec(button)?.[1];
      if (!(await admin.getByRole('button', { name: button }).isVisible())) await admin.getByLabel(`Actions for ${email}`).click();
      await admin.getByRole('button', { name: button }).click();
      await admin.getByRole('dialog').getByRole('button', { name: answer }).click();
      await admin.getByRole('status').filter({ hasText: status }).waitFor();
    };
    await confirm('Sign out (viewer@acme.example)', 'Sign out', /signed out everywhere/);
    expect((await request(c.origin).get('/console/api/session').set('Cookie', `gig_console_session=${viewerSession}`)).status).toBe(401);
    await confirm('Make admin (viewer@acme.example)', 'Make admin', /now admin/);
    expect(await admin.getByTestId('members-table').textContent()).toMatch(/viewer@acme\.example.*admin/);
    await confirm('Remove (viewer@acme.example)', 'Remove', /was removed/);
    await waitForCount(admin.getByTestId('members-table').locator('tbody tr'), 1);
    await admin.getByLabel('Actions for ops@acme.example').click();
    await admin.getByRole('button', { name: 'Remove (ops@acme.example)' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await admin.getByRole('alert').filter({ hasText: /at least one admin/ }).waitFor();
  });
});
