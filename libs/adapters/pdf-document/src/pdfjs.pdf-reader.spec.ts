import { examineConstancia, type ExaminationContext } from '@gig/domain';
import { aConstanciaSample, constanciaPages, constanciaPdfPages, OPEN_BUDGET_MS, type ConstanciaSample } from '@gig/testing';
import PDFDocument from 'pdfkit';
import { PdfjsPdfReader } from './pdfjs.pdf-reader';
import { renderConstanciaPdf, withIncrementalUpdate, type SampleFileOptions } from './testing';

const reader = new PdfjsPdfReader();
/** Several reads in one test, on a machine shared with other test runs. */
const READS_MS = 30_000;
const CONTEXT: ExaminationContext = { uploadedOn: '2026-11-20', lenderCurp: null, lenderNss: null, duplicateOfAnotherUser: false };

interface Upload {
  readonly sample?: ConstanciaSample;
  readonly options?: SampleFileOptions;
  readonly edit?: (pdf: Buffer) => Buffer;
  readonly scannedPageAfter?: boolean;
  readonly context?: Partial<ExaminationContext>;
}

async function examine(upload: Upload = {}) {
  const pages = constanciaPages(upload.sample ?? aConstanciaSample());
  const options = upload.scannedPageAfter ? { ...upload.options, imageOnlyPages: [pages.length + 1] } : upload.options;
  const rendered = await renderConstanciaPdf(upload.scannedPageAfter ? [...pages, []] : pages, options);
  const reading = await reader.read(upload.edit ? upload.edit(rendered) : rendered);
  return examineConstancia(reading, { ...CONTEXT, ...upload.context });
}

async function signalsOf(upload: Upload) {
  const examination = await examine(upload);
  if (examination.status !== 'processed') throw new Error(examination.detail);
  return { codes: examination.risk.signals.map((signal) => [signal.code, signal.field, signal.page]), score: examination.risk.score };
}

function withEmployer(index: number, change: Partial<ConstanciaSample['employers'][number]>): ConstanciaSample {
  const sample = aConstanciaSample();
  return { ...sample, employers: sample.employers.map((employer, at) => (at === index ? { ...employer, ...change } : employer)) };
}

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

describe('PdfjsPdfReader, from PDF bytes to the constancia and its signals', () => {
  // pdf.js is loaded on the first read: once, here, rather than inside the first test's time.
  beforeAll(async () => void (await reader.read(await renderConstanciaPdf([['warm-up']]))), OPEN_BUDGET_MS);

  it('reads a genuine-looking constancia exactly as its text says, blocks cut by page breaks included, and trips nothing', async () => {
    const sample = aConstanciaSample();
    const examination = await examine({ sample });
    const fromLines = examineConstancia({ kind: 'read', pages: constanciaPdfPages(sample), file: { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' } }, CONTEXT);
    expect(examination).toEqual(fromLines);
    expect(examination).toMatchObject({
      status: 'processed', risk: { score: 0, level: 'low', signals: [] },
      extracted: { name: 'JUAN GÓMEZ MARTÍNEZ', nss: '31998524651', curp: 'GOMJ850312HDFRRN04', issuedOn: '2026-11-15',
        weeks: { quoted: 1070, discounted: 40, reintegrated: 12, total: 1042 } },
    });
    if (examination.status !== 'processed') return;
    expect(examination.extracted.employers.map((employer) => [employer.registroPatronal, employer.startDate, employer.endDate, employer.baseSalary]))
      .toEqual([['Y5412345108', '2022-06-01', null, 51240], ['C1234567891', '2018-01-15', '2022-04-30', 132015],
        ['A9876543210', '2010-08-03', '2017-12-31', 15433], ['E2233445566', '2004-07-10', '2010-06-20', 8802]]);
    expect(examination.extracted.movements).toHaveLength(10);
  }, READS_MS);

  it.each<[string, Upload, Array<[string, string, number | null]>, number]>([
    ['curp_invalid', { sample: aConstanciaSample({ curp: 'GOMJ850312HDFRRN05' }) }, [['curp_invalid', 'curp', 1]], 60],
    ['nss_invalid', { sample: aConstanciaSample({ nss: '31998524652' }) }, [['nss_invalid', 'nss', 1]], 60],
    ['weeks_do_not_add_up', { sample: aConstanciaSample({ weeks: { quoted: '1,070', discounted: '40', reintegrated: '12', total: '1,142' } }) },
      [['weeks_do_not_add_up', 'weeks.total', 1]], 60],
    ['edited_after_issue', { edit: (pdf) => withIncrementalUpdate(pdf) }, [['edited_after_issue', 'file', null]], 60],
    ['identity_mismatch', { context: { lenderCurp: 'HEGG560427MVZRRL04' } }, [['identity_mismatch', 'curp', 1]], 60],
    ['producer_unexpected', { options: { producer: 'Microsoft® Word for Microsoft 365', creator: 'Microsoft® Word' } },
      [['producer_unexpected', 'metadata', null]], 25],
    ['dates_incoherent', { sample: withEmployer(1, { startDate: '15/01/2023' }) }, [['dates_incoherent', 'employers[1].startDate', 2]], 25],
    ['work_before_age_14', { sample: withEmployer(3, { startDate: '10/07/1998' }) }, [['work_before_age_14', 'employers[3].startDate', 4]], 25],
    ['fonts_unexpected', { options: { fontOnPages: { font: 'Times-Roman', pages: [2] } } }, [['fonts_unexpected', 'fonts', 2]], 25],
    ['no_text_layer', { scannedPageAfter: true }, [['no_text_layer', 'page', 5]], 25],
    ['registro_patronal_malformed', { sample: withEmployer(2, { registroPatronal: '19876543210' }) },
      [['registro_patronal_malformed', 'employers[2].registroPatronal', 3]], 10],
    ['duplicate_file', { context: { duplicateOfAnotherUser: true } }, [['duplicate_file', 'file', null]], 25],
    ['stale', { context: { uploadedOn: '2026-12-20' } }, [['stale', 'issuedOn', 1]], 10],
  ])('trips %s alone', async (_code, upload, codes, score) => {
    expect(await signalsOf(upload)).toEqual({ codes, score });
  });

  it('adds several together, in the reference order, up to 100', async () => {
    expect(await signalsOf({
      sample: aConstanciaSample({ nss: '31998524652' }), options: { fontOnPages: { font: 'Courier', pages: [1] } },
      context: { uploadedOn: '2026-12-20' },
    })).toEqual({ codes: [['nss_invalid', 'nss', 1], ['fonts_unexpected', 'fonts', 1], ['stale', 'issuedOn', 1]], score: 95 });
    const capped = await signalsOf({ sample: withEmployer(2, { registroPatronal: '19876543210' }), edit: (pdf) => withIncrementalUpdate(pdf, 'iLovePDF') });
    expect(capped).toEqual({
      codes: [['edited_after_issue', 'file', null], ['producer_unexpected', 'metadata', null], ['registro_patronal_malformed', 'employers[2].registroPatronal', 3]],
      score: 95,
    });
  }, READS_MS);

  it('is unreadable when every page is an image, when the PDF is not a constancia, encrypted or not a PDF at all', async () => {
    const pages = constanciaPages(aConstanciaSample()).length;
    expect(await examine({ options: { imageOnlyPages: Array.from({ length: pages }, (_, at) => at + 1) } }))
      .toMatchObject({ status: 'unreadable', reason: 'no_text_layer' });
    const invoice = await pdfOf((doc) => doc.addPage().font('Helvetica').text('Factura 123 — Total $ 1,000.00', 40, 40));
    expect(examineConstancia(await reader.read(invoice), CONTEXT)).toMatchObject({ status: 'unreadable', reason: 'not_a_constancia' });
    expect(await examine({ options: { userPassword: 'secreto' } })).toMatchObject({ status: 'unreadable', reason: 'encrypted' });
    expect(await reader.read(Buffer.from('PK\u0003\u0004 not a pdf'))).toEqual({ kind: 'unreadable', reason: 'not_a_pdf' });
    expect(await reader.read(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog garbage'))).toEqual({ kind: 'unreadable', reason: 'not_a_pdf' });
  }, READS_MS);

  it('never throws for a damaged file: a constancia cut short or with bytes overwritten is read or unreadable', async () => {
    const pdf = await renderConstanciaPdf(constanciaPages(aConstanciaSample()));
    const damaged = [0.1, 0.5, 0.9, 0.99].flatMap((share) => {
      const at = Math.floor(pdf.length * share);
      const overwritten = Buffer.from(pdf);
      overwritten.fill(0x41, at, Math.min(pdf.length, at + 200));
      return [pdf.subarray(0, at), overwritten];
    });
    for (const file of damaged) expect(['read', 'unreadable']).toContain((await reader.read(file)).kind);
  }, READS_MS * 2);

  it('gives each page its lines, fonts and whether it is only an image', async () => {
    const reading = await reader.read(await renderConstanciaPdf([['Uno', 'Dos'], ['Tres']], { imageOnlyPages: [2], fontOnPages: { font: 'Courier', pages: [1] } }));
    expect(reading).toEqual({
      kind: 'read',
      file: { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' },
      pages: [{ number: 1, lines: ['Uno', 'Dos'], fonts: ['Courier'], imageOnly: false }, { number: 2, lines: [], fonts: [], imageOnly: true }],
    });
  });

  it('reads a line written in pieces, out of order and in two columns, top to bottom and left to right', async () => {
    const pdf = await pdfOf((doc) => {
      doc.addPage().font('Helvetica').fontSize(9);
      doc.text('Y5412345108', 200, 100, { lineBreak: false });
      doc.text('Fecha de alta', 40, 113, { lineBreak: false });
      doc.text('Registro Patronal', 40, 100.5, { lineBreak: false });
      doc.text('01/06/2022', 200, 113, { lineBreak: false });
    });
    expect(await reader.read(pdf)).toMatchObject({ pages: [{ lines: ['Registro Patronal Y5412345108', 'Fecha de alta 01/06/2022'] }] });
  });

  it('copies the caller\'s bytes unless handed them: then takes their memory (the caller\'s array emptied), a pooled slice copied', async () => {
    const pdf = await renderConstanciaPdf(constanciaPages(aConstanciaSample()));
    const kept = Uint8Array.from(pdf);
    const asKept = await reader.read(kept);
    expect(kept).toEqual(Uint8Array.from(pdf));
    const handed = Uint8Array.from(pdf);
    expect(await reader.read(handed, { handOver: true })).toEqual(asKept);
    expect(handed.byteLength).toBe(0);
    const small = await pdfOf((doc) => doc.addPage().text('one line'));
    const pooled = Buffer.from(small);
    expect([pooled.byteLength < pooled.buffer.byteLength, (await reader.read(pooled, { handOver: true })).kind, pooled.equals(small)]).toEqual([true, 'read', true]);
  }, READS_MS);
});
