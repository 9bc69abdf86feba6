import { DomainError, ReportDocument } from '@gig/domain';
import { CLOSE_BUDGET_MS } from '@gig/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfkitReportDocumentRenderer } from './pdfkit.report-document.renderer';
import { SignedReportDocumentRenderer } from './signed.report-document.renderer';
import { createSelfSignedReportCertificate } from './signing/self-signed.report-certificate';
import { createReportSigners } from './report-signers';
import { realisticReport } from './testing/report-document.fixture';
import { WorkerThreadReportDocumentRenderer } from './worker-thread.pdf-renderer';

const keys = { live: { p12: createSelfSignedReportCertificate(''), passphrase: '' }, sandbox: { p12: createSelfSignedReportCertificate('', new Date(), 'sandbox'), passphrase: '' } };
const inThread = new SignedReportDocumentRenderer(new PdfkitReportDocumentRenderer(), createReportSigners(keys));

/** The longest gap between 5 ms ticks of a timer while `work` runs: how long the event loop was held. */
async function longestTickGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('WorkerThreadReportDocumentRenderer', () => {
  let pool: WorkerThreadReportDocumentRenderer;

  beforeAll(async () => {
    pool = new WorkerThreadReportDocumentRenderer({ keys });
    await pool.render(realisticReport('en', 30)); // the thread starts (and, under Jest, compiles its TypeScript) once
  }, 120_000);

  afterAll(() => pool.close(), CLOSE_BUDGET_MS);

  it('gives the same bytes as the renderer on the calling thread, in both languages and environments (each signed with its own key)', async () => {
    for (const [language, environment] of [['es', 'live'], ['en', 'sandbox']] as const) {
      const report = { ...realisticReport(language), environment };
      const [threaded, local] = await Promise.all([pool.render(report), inThread.render(report)]);
      expect(Buffer.from(threaded).equals(Buffer.from(local))).toBe(true);
    }
  }, 120_000);

  it('keeps the event loop turning while a PDF renders, where the calling thread holds it for the whole PDF', async () => {
    const report = realisticReport('es');
    const held = await longestTickGap(() => inThread.render(report));
    const free = await longestTickGap(() => pool.render({ ...report, reportId: 'rep_loop' }));
    console.info(`longest timer gap during a render: on the calling thread ${held.toFixed(0)} ms, on a worker thread ${free.toFixed(0)} ms`);
    expect(held).toBeGreaterThan(100);
    expect(free).toBeLessThan(held / 3);
  }, 120_000);

  it('fails with unable_to_generate_insights_pdf, as on the calling thread, when the document cannot be drawn', async () => {
    const bad: ReportDocument = { ...realisticReport('es', 30), issuedAt: 'not a date' };
    const threaded = await pool.render(bad).catch((error: unknown) => error);
    const local = await inThread.render(bad).catch((error: unknown) => error);
    expect(threaded).toBeInstanceOf(DomainError);
    expect(threaded).toMatchObject({ code: 'unable_to_generate_insights_pdf', message: (local as Error).message });
    expect((await pool.render(realisticReport('en', 30))).length).toBeGreaterThan(1000); // the thread goes on
  }, 120_000);

  it('renders reports asked at once, each once, in any number of threads', async () => {
    const two = new WorkerThreadReportDocumentRenderer({ keys, threads: 2 });
    try {
      const reports = ['rep_a', 'rep_b', 'rep_c'].map((reportId) => ({ ...realisticReport('es', 60), reportId }));
      const pdfs = await Promise.all(reports.map((report) => two.render(report)));
      const expected = await Promise.all(reports.map((report) => inThread.render(report)));
      pdfs.forEach((pdf, i) => expect(Buffer.from(pdf).equals(Buffer.from(expected[i]))).toBe(true));
    } finally {
      await two.close();
    }
  }, 180_000);
});

describe('WorkerThreadReportDocumentRenderer when a thread dies', () => {
  // A stand-in thread: exits on `rep_crash`, throws uncaught on `rep_throw`, else answers with the report id's bytes.
  const entry = join(mkdtempSync(join(tmpdir(), 'render-thread-')), 'fake-render.worker.js');
  writeFileSync(entry, `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', ({ id, report }) => {
      if (report.reportId === 'rep_crash') process.exit(3);
      if (report.reportId === 'rep_throw') throw new Error('out of cheese');
      const pdf = new TextEncoder().encode(report.reportId).buffer;
      parentPort.postMessage({ id, pdf }, [pdf]);
    });`);
  const report = (reportId: string) => ({ ...realisticReport('es', 3), reportId });

  it('fails only the report the thread held, and a new thread takes the next ones', async () => {
    const pool = new WorkerThreadReportDocumentRenderer({ keys, entry });
    try {
      const [crashed, queued] = await Promise.allSettled([pool.render(report('rep_crash')), pool.render(report('rep_next'))]);
      expect(crashed).toMatchObject({ status: 'rejected', reason: { code: 'unable_to_generate_insights_pdf' } });
      expect((crashed as PromiseRejectedResult).reason.message).toContain('exit code 3');
      expect(queued).toMatchObject({ status: 'fulfilled' });
      expect(Buffer.from((queued as PromiseFulfilledResult<Uint8Array>).value).toString()).toBe('rep_next');
      await expect(pool.render(report('rep_throw'))).rejects.toMatchObject({ code: 'unable_to_generate_insights_pdf', message: expect.stringContaining('out of cheese') });
      expect(Buffer.from(await pool.render(report('rep_after'))).toString()).toBe('rep_after');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails waiting and later reports once closed', async () => {
    const pool = new WorkerThreadReportDocumentRenderer({ keys, entry });
    const first = pool.render(report('rep_one'));
    const waiting = pool.render(report('rep_two'));
    const closing = pool.close();
    await expect(waiting).rejects.toMatchObject({ code: 'unable_to_generate_insights_pdf' });
    await closing;
    await first.catch(() => undefined);
    await expect(pool.render(report('rep_three'))).rejects.toMatchObject({ code: 'unable_to_generate_insights_pdf' });
  }, 60_000);
});
