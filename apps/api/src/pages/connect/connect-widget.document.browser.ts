import { accountStatus } from '@gig/sdk/account-status';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Frame, Page } from 'playwright-core';
import { apiClient } from '../../testing/api-client';
import { hostEvents, openEmbedded, screenshot, seriousViolations, useWidgetBrowser, WidgetBrowser } from '../../testing/widget-browser.fixture';

/** The sandbox's genuine-looking constancia for today, saved where the browser's file chooser can take it. */
async function genuineSample(w: WidgetBrowser): Promise<string> {
  const res = await request(w.h.app.getHttpServer()).get('/v1/sandbox/documents/genuine').set('X-Api-Key', w.keys.public_key)
    .buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  const path = join(mkdtempSync(join(tmpdir(), 'constancia-')), 'constancia.pdf');
  writeFileSync(path, res.body as Buffer);
  return path;
}

async function documentOf(w: WidgetBrowser, userId: string) {
  const documents = (await apiClient(w.h.app, w.keys.private_key).get(`/v1/users/${userId}/documents`)).body.data.documents;
  expect(documents).toHaveLength(1);
  return documents[0];
}

async function expectReadBack(widget: Frame | Page): Promise<void> {
  await widget.getByTestId('step-document_review').waitFor({ timeout: 30_000 });
  expect(await widget.getByTestId('document-nss').innerText()).toMatch(/^\*{7}\d{4}/);
  expect(Number(await widget.getByTestId('document-weeks').innerText())).toBeGreaterThan(0);
  expect(await widget.getByTestId('document-employers').locator('li').count()).toBeGreaterThan(0);
  expect((await widget.getByTestId('document-name').innerText()).trim()).not.toBe('');
}

describe('The worker uploads their IMSS constancia in the widget, in Chromium against the running server', () => {
  const fixture = useWidgetBrowser();

  it('with the public key: beside the CURP login, the how-to, the file, what was read (NSS masked), confirm; the account is connected', async () => {
    const w = fixture();
    const sample = await genuineSample(w);
    const { page, widget } = await openEmbedded(w);
    await widget.getByTestId('step-consent').waitFor();
    await widget.getByTestId('consent-accept').click();
    await widget.getByTestId('platform-imss').click();
    await widget.getByTestId('document-option').click();
    await widget.getByTestId('step-document').waitFor();
    expect(await widget.getByTestId('document-how-to').innerText()).toMatch(/IMSS Digital[\s\S]*SMS[\s\S]*correo/);
    const violations: Record<string, string[]> = { upload: await seriousViolations(page) };
    await screenshot(page, 'document-upload');

    await widget.getByTestId('document-input').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await widget.getByTestId('document-submit').click();
    expect(await widget.getByTestId('document-file-error').innerText()).toContain('no es un PDF');
    violations['wrong file'] = await seriousViolations(page);

    await widget.getByTestId('document-input').setInputFiles(sample);
    await widget.getByTestId('document-submit').click();
    await expectReadBack(widget);
    const userId = (await hostEvents(page))[1].data['user_id'] as string;
    const { extracted } = await documentOf(w, userId);
    expect(extracted.nss).toMatch(/^\d{11}$/);
    expect(await widget.getByTestId('document-nss').innerText()).toContain(extracted.nss.slice(-4));
    expect(await widget.locator('body').innerText()).not.toContain(extracted.nss);
    violations.review = await seriousViolations(page);
    await screenshot(page, 'document-review');

    await widget.getByTestId('document-confirm').click();
    await widget.getByTestId('step-success').waitFor({ timeout: 30_000 });
    violations.success = await seriousViolations(page);
    expect(violations).toEqual({ upload: [], 'wrong file': [], review: [], success: [] });

    const heard = await hostEvents(page);
    expect(heard.map((e) => e.event)).toEqual(['ready', 'user_created', 'connection_success']);
    const document = await documentOf(w, userId);
    expect(document).toMatchObject({ uploaded_by: 'worker', status: 'processed', risk: { level: 'low', signals: [] } });
    expect(heard[2].data).toMatchObject({ user_id: userId, platform: 'imss', account_id: document.account_id });
    const account = (await apiClient(w.h.app, w.keys.private_key).get(`/v1/accounts/${document.account_id}`)).body.data;
    expect(account).toMatchObject({ platform: 'imss', status: accountStatus.success, source: 'document' });
  }, 120_000);

  it('with a connect token, full page, by keyboard alone (the file chosen through the chooser), in English', async () => {
    const w = fixture();
    const sample = await genuineSample(w);
    const api = apiClient(w.h.app, w.keys.private_key);
    const userId = (await api.post('/v1/users', { external_id: 'worker-7', widget_id: w.widgetId })).body.data.user_id;
    const token = (await api.post('/v1/connect/tokens', { user_id: userId, widget_id: w.widgetId })).body.data.connect_token;
    const page = await w.context.newPage();
    await page.goto(`${w.apiOrigin}/connect?connect_token=${token}&lang=en`);
    const press = (key: string) => page.keyboard.press(key);
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 60; i++) {
        if (await page.getByTestId(testId).evaluate((element) => element === element.ownerDocument.activeElement)) return;
        await press('Tab');
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    // A connect token opens "Your connections" first; another platform goes through the consent.
    await page.getByTestId('step-connections').waitFor();
    await tabTo('connections-connect');
    await press('Enter');
    await page.getByTestId('step-consent').waitFor();
    await tabTo('consent-accept');
    await press('Enter');
    await tabTo('platform-imss');
    await press('Enter');
    await page.getByTestId('document-option').waitFor();
    await tabTo('document-option');
    await press('Enter');
    await page.getByTestId('step-document').waitFor();
    expect(await page.getByTestId('document-how-to').innerText()).toMatch(/IMSS Digital[\s\S]*SMS[\s\S]*e-mail/);
    await tabTo('document-input');
    const chooser = page.waitForEvent('filechooser');
    await press('Space');
    await (await chooser).setFiles(sample);
    await tabTo('document-submit');
    await press('Enter');
    await expectReadBack(page);
    await tabTo('document-confirm');
    await press('Enter');
    await page.getByTestId('step-success').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('step-success').innerText()).toContain('Your IMSS account is connected.');
    const document = await documentOf(w, userId);
    expect(document).toMatchObject({ uploaded_by: 'worker', status: 'processed' });
    expect((await api.get(`/v1/accounts/${document.account_id}`)).body.data).toMatchObject({ status: accountStatus.success, source: 'document', user_id: userId });
  }, 120_000);
});
