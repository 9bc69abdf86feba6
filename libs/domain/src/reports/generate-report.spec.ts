import { createHash } from 'node:crypto';
import { FAILING_USER_ID, privateKey, setup, USER_ID } from './report.spec-setup';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('GenerateReport', () => {
  it('computes the JSON from the aggregated read and the institutes, renders the PDF, completes the report and announces report.ready', async () => {
    const t = await setup();
    const { id } = await t.request.execute(privateKey, { userId: USER_ID, startDate: '2026-03-01', endDate: '2026-03-09' });
    t.clock.advance(120);
    expect(await t.run(id)).toEqual({});
    const report = await t.repos.reports.find('company-1', id);
    expect(report).toMatchObject({ status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, completedAt: t.clock.now() });
    expect(JSON.parse(text(report?.data ?? null) ?? '')).toEqual({
      id, issuer: 'Acme', total: 350.5, formal: ['acc-imss'],
      sources: [
        { platform: 'didi', accountId: 'acc-didi', lastConnection: '2026-03-09', workedDays: 1 },
        { platform: 'imss', accountId: 'acc-imss', lastConnection: '2026-03-09', workedDays: 0 },
        { platform: 'uber', accountId: 'acc-uber', lastConnection: '2026-03-09', workedDays: 2 },
      ],
    });
    expect(report?.dataSha256).toBe(sha256(report?.data as Uint8Array));
    const pdf = await t.repos.reports.findPdf('company-1', id);
    expect(report?.pdfSha256).toBe(sha256(pdf as Uint8Array));
    expect(t.rendered[0]).toMatchObject({
      reportId: id, issuerCompanyName: 'Acme', language: 'es', externalId: 'worker-0001', issuedAt: report?.createdAt.toISOString(),
      verificationUrl: `https://api.example/verify/${id}`, dataSha256: report?.dataSha256,
    });
    expect(t.events()).toEqual([{ action: 'report.ready', reportId: id, userId: USER_ID, externalId: 'worker-0001', statusDetails: null }]);
  });

  it('writes once: a second run of the same job (a crash, a lease taken over) changes nothing and announces nothing', async () => {
    const t = await setup();
    const { id } = await t.request.execute(privateKey, { userId: USER_ID });
    await Promise.all([t.run(id), t.run(id, 2)]);
    await t.run(id, 3);
    expect(t.events()).toHaveLength(1);
    expect((await t.repos.reports.listForUser('company-1', USER_ID, { page: 1, itemsPerPage: 10 })).total).toBe(1);
    expect(t.generations).toEqual([{ reportId: id, status: 'ready', figuresMs: expect.any(Number), pdfMs: expect.any(Number), pdfBytes: expect.any(Number) }]);
  });

  it('tells the observer the time of each phase and the PDF size; a failed PDF took no PDF time', async () => {
    const t = await setup();
    const ready = await t.request.execute(privateKey, { userId: USER_ID });
    const failed = await t.request.execute(privateKey, { userId: FAILING_USER_ID });
    await t.run(ready.id);
    await t.run(failed.id);
    const pdf = await t.repos.reports.findPdf('company-1', ready.id);
    expect(t.generations).toEqual([
      { reportId: ready.id, status: 'ready', figuresMs: expect.any(Number), pdfMs: expect.any(Number), pdfBytes: pdf?.byteLength },
      { reportId: failed.id, status: 'failed', figuresMs: expect.any(Number), pdfMs: 0, pdfBytes: 0 },
    ]);
    expect(t.generations.every((g) => g.figuresMs > 0 && g.pdfMs >= 0)).toBe(true);
  });

  it('fails the PDF of the sandbox user sandbox-insights-pdf-fails, keeping the JSON, and announces report.failed', async () => {
    const t = await setup();
    const { id } = await t.request.execute(privateKey, { userId: FAILING_USER_ID });
    await t.run(id);
    const report = await t.repos.reports.find('company-1', id);
    expect(report).toMatchObject({ status: 'failed', statusDetails: 'unable_to_generate_insights_pdf', pdfSha256: null });
    expect(report?.dataSha256).toBe(sha256(report?.data as Uint8Array));
    expect(t.rendered).toEqual([]);
    expect(t.events()).toEqual([
      { action: 'report.failed', reportId: id, userId: FAILING_USER_ID, externalId: 'sandbox-insights-pdf-fails', statusDetails: 'unable_to_generate_insights_pdf' },
    ]);
  });

  it('takes any failure of the renderer as unable_to_generate_insights_pdf', async () => {
    const t = await setup();
    const { id } = await t.request.execute(privateKey, { userId: USER_ID });
    t.failRendering(new Error('font missing'));
    await t.run(id);
    expect(await t.repos.reports.find('company-1', id)).toMatchObject({ status: 'failed', statusDetails: 'unable_to_generate_insights_pdf' });
  });

  it('writes nothing for a report whose user was deleted meanwhile, nor for a report deleted meanwhile', async () => {
    const t = await setup();
    const first = await t.request.execute(privateKey, { userId: USER_ID });
    const second = await t.request.execute(privateKey, { userId: FAILING_USER_ID });
    await t.deleteUser.execute(privateKey, USER_ID);
    await t.remove.execute(privateKey, second.id);
    await t.run(first.id);
    await t.run(second.id);
    expect(t.events().map((e) => e.action)).toEqual(['user.deleted']);
    expect(await t.repos.reports.verify(first.id)).toMatchObject({ validity: 'revoked', status: 'generating' });
  });

  it('tries again later while the exchange rates of several currencies cannot be had, then gives up', async () => {
    const t = await setup();
    await t.repos.earnings.upsert([{ accountId: 'acc-didi', earningDate: '2026-03-03', amountCents: 100, currency: 'usd', countTrips: null }]);
    const { id } = await t.request.execute(privateKey, { userId: USER_ID });
    expect(await t.run(id, 2)).toEqual({ retryAt: new Date(t.clock.now().getTime() + 60_000) });
    await expect(t.run(id, 5)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(await t.repos.reports.find('company-1', id)).toMatchObject({ status: 'generating' });
  });
});
