import AxeBuilder from '@axe-core/playwright';
import { CLOSE_BUDGET_MS, NO_REPORT_LIMITS, OPEN_BUDGET_MS } from '@gig/testing';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { launchChromium } from '../../testing/chromium';
import { SCREENSHOTS } from '../../testing/widget-browser.fixture';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The verification pages in Chromium, as the receiver of a PDF meets them: no serious accessibility finding, nothing the CSP blocks, the form works. */
describe('The report verification pages, in a browser', () => {
  let h: ApiHarness;
  let browser: Browser;
  let origin: string;
  let report: { id: string; pdf: Buffer; path: string };
  const dir = join(tmpdir(), `verify-browser-${randomUUID()}`);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    mkdirSync(dir, { recursive: true });
    h = await openApiHarness();
    origin = h.origin;
    browser = await launchChromium();
    const company = await h.createCompany('Financiera Ejemplo');
    const userId = await apiClient(h.app, company.private_key).createUser('worker-secret-77');
    const [id, pdf, data] = [randomUUID(), Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n%%EOF\n`), Buffer.from('{"insights":{}}')];
    const { reports } = h.database.repositories;
    await reports.createWithin({ id, companyId: company.company_id, userId, externalId: 'worker-secret-77', language: 'es', window: { start: '2025-11-21', end: '2026-11-20' }, createdAt: h.clock.now(), environment: 'live' }, NO_REPORT_LIMITS);
    await reports.complete(id, { status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, data, dataSha256: sha256(data), pdf, pdfSha256: sha256(pdf), completedAt: h.clock.now() });
    report = { id, pdf, path: join(dir, 'report.pdf') };
    writeFileSync(report.path, pdf);
    writeFileSync(join(dir, 'other.pdf'), Buffer.from('%PDF-1.7 not ours'));
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  }, CLOSE_BUDGET_MS);

  /** A page at 360 px, recording what the console says (a CSP violation is reported there). */
  async function open(path: string, locale = 'es-MX'): Promise<{ page: Page; complaints: string[] }> {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale });
    const page = await context.newPage();
    const complaints: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && complaints.push(message.text())));
    await page.goto(`${origin}${path}`);
    return { page, complaints };
  }

  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);

  it('shows the report, and checking the very PDF says it is identical; another file is not issued', async () => {
    const { page, complaints } = await open(`/verify/${report.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Verificación de reporte de ingresos');
    expect(await page.locator('main').textContent()).toContain('Válido');
    await page.screenshot({ path: join(SCREENSHOTS, 'verify-report.png'), fullPage: true });
    expect(await serious(page)).toEqual([]);
    await page.getByLabel('Archivo PDF').setInputFiles(report.path);
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await page.waitForURL(/\/verify\?lang=es$/);
    expect(await page.locator('main').textContent()).toContain('El archivo es idéntico al PDF de este reporte.');
    await page.screenshot({ path: join(SCREENSHOTS, 'verify-file-identical.png'), fullPage: true });
    expect(await serious(page)).toEqual([]);
    await page.getByLabel('Archivo PDF').setInputFiles(join(dir, 'other.pdf'));
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await page.waitForLoadState();
    expect(await page.locator('main').textContent()).toContain('no es el PDF de ningún reporte emitido');
    expect(complaints).toEqual([]);
  });

  it('speaks English to an English browser, and an unknown id is a page that says so', async () => {
    const { page, complaints } = await open(`/verify/${randomUUID()}`, 'en-US');
    expect(await page.locator('h1').textContent()).toBe('Report not found');
    await page.screenshot({ path: join(SCREENSHOTS, 'verify-not-found.png'), fullPage: true });
    expect(await serious(page)).toEqual([]);
    expect(complaints.filter((text) => !text.includes('404'))).toEqual([]);
  });
});
