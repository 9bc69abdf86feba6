import request from 'supertest';
import { ConsoleBrowser, screenshot, signedInAdmin, useConsoleBrowser } from '../../testing/console-browser.fixture';
import { seriousViolations } from '../../testing/widget-browser.fixture';

/** Uploads the sandbox's sample `name` for the user with the private key; the document's id. */
async function uploadSample(c: ConsoleBrowser, userId: string, name: string): Promise<string> {
  const pdf = (await c.api.get(`/v1/sandbox/documents/${name}`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  })).body as Buffer;
  const uploaded = await request(c.h.app.getHttpServer()).post(`/v1/documents?user_id=${userId}&type=imss_constancia`)
    .set('X-Api-Key', c.company.private_key).set('Content-Type', 'application/pdf').send(pdf);
  expect(uploaded.status).toBe(201);
  return uploaded.body.data.document_id;
}

describe('The console in Chromium: a user’s documents and the overview’s high-risk count', () => {
  const fixture = useConsoleBrowser();

  it('lists each document with its risk, its signals in words and its file; the overview counts the high-risk one', async () => {
    const c = fixture();
    const userId = await c.api.createUser('worker-documents');
    const edited = await uploadSample(c, userId, 'edited_after_issue');
    const genuine = await uploadSample(c, userId, 'genuine');
    const page = await signedInAdmin(c);
    await page.goto(`${c.origin}/console/users/${userId}`);
    const table = page.getByTestId('documents-table');
    await table.waitFor();
    const high = table.locator(`[data-document-id="${edited}"]`);
    expect(await high.getAttribute('data-risk')).toBe('high');
    expect(await high.innerText()).toContain('The file was edited after IMSS issued it');
    expect(await table.locator(`[data-document-id="${genuine}"]`).getAttribute('data-risk')).not.toBe('high');
    const href = await high.getByRole('link').getAttribute('href');
    expect(href).toBe(`/console/v1/documents/${edited}/file`);
    const file = await page.evaluate(async (path) => {
      const res = await fetch(path ?? '');
      return [res.status, res.headers.get('content-type')];
    }, href);
    expect(file).toEqual([200, 'application/pdf']);
    await screenshot(page, 'console-user-documents');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${c.origin}/console`);
    await page.getByTestId('kpi-high-risk-documents').waitFor();
    expect((await page.getByTestId('kpi-high-risk-documents').innerText()).trim()).toBe('1');
  }, 120_000);
});
