import { accountStatus } from '@gig/sdk/account-status';
import { AddMember, MemberRole, SendResult, SetMemberPassword, WebhookEvent } from '@gig/domain';
import { TestClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiClient, ApiClient } from './api-client';
import { ApiHarness, openApiHarness } from './api-harness';
import { launchChromium } from './chromium';
import { SCREENSHOTS } from './widget-browser.fixture';

export const CONSOLE_PASSWORD = 'correct horse battery staple';

export interface ConsoleBrowser {
  readonly h: ApiHarness;
  /** The running server, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** This test's sandbox company and its keys. */
  readonly company: { company_id: string; private_key: string; public_key: string };
  readonly api: ApiClient;
  /** A fresh browser context, desktop-sized. */
  readonly context: BrowserContext;
  /** Every webhook event the harness's sender was handed (`h.runWebhooks()` sends). */
  readonly sent: WebhookEvent[];
  /** What the sender answers next, in order (then a 200). */
  readonly answers: SendResult[];
}

/** The real server listening on a port (jobs and webhooks run when a test says), Debian's Chromium, a company per test. */
export function useConsoleBrowser(): () => ConsoleBrowser {
  const state = { sent: [] as WebhookEvent[], answers: [] as SendResult[] } as { -readonly [K in keyof ConsoleBrowser]: ConsoleBrowser[K] } & { browser: Browser };
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const send = async (message: { event: WebhookEvent }): Promise<SendResult> => (state.sent.push(message.event), state.answers.shift() ?? { delivered: true, httpStatus: 200 });
    state.h = await openApiHarness({ clock: new TestClock(new Date()), webhookSender: { send } });
    state.origin = state.h.origin;
    state.browser = await launchChromium();
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    await state.h.reset();
    state.h.clock.set(new Date().toISOString());
    state.company = await state.h.createCompany('Acme Lending', 'sandbox');
    state.api = apiClient(state.h.app, state.company.private_key);
    state.sent.length = 0;
    state.answers.length = 0;
    state.context = await state.browser.newContext({ viewport: { width: 1280, height: 900 } });
  }, RESET_BUDGET_MS);
  afterEach(() => state.context.close(), CLOSE_BUDGET_MS);
  afterAll(async () => {
    await state.browser?.close();
    await state.h?.close();
  }, CLOSE_BUDGET_MS);
  return () => state;
}

/** A member of the company with a password already set (the CLI's link is exercised by its own test). */
export async function addMember(c: ConsoleBrowser, email: string, role: MemberRole): Promise<void> {
  const { setPasswordToken } = await c.h.app.get(AddMember).execute(c.company.company_id, email, role);
  await c.h.app.get(SetMemberPassword).execute(setPasswordToken, CONSOLE_PASSWORD);
}

/** Signs in through the page and waits for the overview. */
export async function signIn(c: ConsoleBrowser, email: string): Promise<Page> {
  const page = await c.context.newPage();
  await page.goto(`${c.origin}/console/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return page;
}

/** A new admin, ops@acme.example, signed in: the page on the overview. */
export async function signedInAdmin(c: ConsoleBrowser): Promise<Page> {
  await addMember(c, 'ops@acme.example', 'admin');
  return signIn(c, 'ops@acme.example');
}

/** A new admin, signed in and gone through the navigation to the page `link` names. */
export async function adminOn(c: ConsoleBrowser, link: string): Promise<Page> {
  const page = await signedInAdmin(c);
  await page.getByRole('link', { name: link, exact: true }).click();
  return page;
}

/** A sandbox account connected through the public API (uber with a code), its data retrieved. */
export async function connectThroughApi(c: ConsoleBrowser, externalId: string, identifier = 'ana@example.com', platform = 'uber'): Promise<{ userId: string; accountId: string }> {
  const userId = await c.api.createUser(externalId);
  const created = await c.api.post('/v1/accounts', { user_id: userId, platform, country: 'mx', identifier });
  expect(created.status).toBe(201);
  const accountId = created.body.data.account_id as string;
  if (created.body.data.status === accountStatus.pending) {
    expect((await c.api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' })).status).toBe(200);
  }
  await c.h.runJobs();
  return { userId, accountId };
}

/** Waits (up to 5 s) until the locator matches `n` elements, then checks it does. */
export async function waitForCount(locator: Locator, n: number): Promise<void> {
  for (let i = 0; i < 100 && (await locator.count()) !== n; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await locator.count()).toBe(n);
}

/** The whole page, in the test output (tmp/e2e-screenshots/). */
export const screenshot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
