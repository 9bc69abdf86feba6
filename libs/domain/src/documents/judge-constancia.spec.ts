import { aConstanciaSample, constanciaPdfPages, type ConstanciaSample } from '@gig/testing';
import type { PdfFileFacts, PdfPage } from './pdf-reading';
import { judgeConstancia } from './judge-constancia';
import { readConstancia } from './read-constancia';

const ISSUER: PdfFileFacts = { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' };

interface Case {
  sample?: ConstanciaSample;
  file?: Partial<PdfFileFacts>;
  pages?: (pages: PdfPage[]) => PdfPage[];
  uploadedOn?: string;
  lenderCurp?: string;
  lenderNss?: string;
  duplicate?: boolean;
}

function judge(given: Case = {}) {
  const pages = (given.pages ?? ((same) => same))(constanciaPdfPages(given.sample ?? aConstanciaSample()));
  const reading = readConstancia(pages);
  if (reading.kind !== 'read') throw new Error(reading.detail);
  return judgeConstancia(reading.data, {
    fieldPages: reading.fieldPages,
    uploadedOn: given.uploadedOn ?? '2026-11-20',
    lenderCurp: given.lenderCurp ?? null,
    lenderNss: given.lenderNss ?? null,
    file: { ...ISSUER, ...given.file },
    pages,
    duplicateOfAnotherUser: given.duplicate ?? false,
  });
}

function withEmployer(index: number, change: Partial<ConstanciaSample['employers'][number]>): ConstanciaSample {
  const sample = aConstanciaSample();
  return { ...sample, employers: sample.employers.map((employer, at) => (at === index ? { ...employer, ...change } : employer)) };
}

describe('judgeConstancia', () => {
  it('trips nothing on a genuine-looking constancia', () => {
    expect(judge()).toEqual({ score: 0, level: 'low', signals: [] });
  });

  it.each<[string, Case, object]>([
    ['curp_invalid', { sample: aConstanciaSample({ curp: 'GOMJ850312HDFRRN05' }) },
      { code: 'curp_invalid', field: 'curp', page: 1, expected: 'check digit 4', found: 'GOMJ850312HDFRRN05', weight: 60 }],
    ['nss_invalid', { sample: aConstanciaSample({ nss: '31998524652' }) },
      { code: 'nss_invalid', field: 'nss', page: 1, expected: 'check digit 1', found: '31998524652', weight: 60 }],
    ['weeks_do_not_add_up', { sample: aConstanciaSample({ weeks: { quoted: '1,070', discounted: '40', reintegrated: '12', total: '1,142' } }) },
      { code: 'weeks_do_not_add_up', field: 'weeks.total', page: 1, expected: '1042', found: '1142', weight: 60 }],
    ['edited_after_issue', { file: { revisions: 2 } },
      { code: 'edited_after_issue', field: 'file', page: null, expected: '1 revision', found: '2 revisions', weight: 60 }],
    ['identity_mismatch', { lenderCurp: 'hegg560427mvzrrl04' },
      { code: 'identity_mismatch', field: 'curp', page: 1, expected: 'HEGG560427MVZRRL04', found: 'GOMJ850312HDFRRN04', weight: 60 }],
    ['producer_unexpected', { file: { producer: 'Microsoft® Word for Microsoft 365' } },
      { code: 'producer_unexpected', field: 'metadata', page: null, expected: 'JasperReports / iText',
        found: 'Producer: Microsoft® Word for Microsoft 365; Creator: JasperReports (reporteSemanasCotizadas)', weight: 25 }],
    ['dates_incoherent', { sample: withEmployer(1, { startDate: '15/01/2023' }) },
      { code: 'dates_incoherent', field: 'employers[1].startDate', page: 2, expected: 'on or before 2022-04-30', found: '2023-01-15', weight: 25 }],
    ['work_before_age_14', { sample: withEmployer(3, { startDate: '10/07/1998' }) },
      { code: 'work_before_age_14', field: 'employers[3].startDate', page: 4, expected: 'on or after 1999-03-12', found: '1998-07-10', weight: 25 }],
    ['fonts_unexpected', { pages: (pages) => pages.map((page) => (page.number === 2 ? { ...page, fonts: ['Helvetica', 'ABCDEF+TimesNewRomanPSMT'] } : page)) },
      { code: 'fonts_unexpected', field: 'fonts', page: 2, expected: 'Helvetica family', found: 'ABCDEF+TimesNewRomanPSMT', weight: 25 }],
    ['no_text_layer', { pages: (pages) => [...pages, { number: 5, lines: [], fonts: [], imageOnly: true }] },
      { code: 'no_text_layer', field: 'page', page: 5, expected: 'a text layer', found: 'an image only', weight: 25 }],
    ['registro_patronal_malformed', { sample: withEmployer(2, { registroPatronal: '19876543210' }) },
      { code: 'registro_patronal_malformed', field: 'employers[2].registroPatronal', page: 3, expected: 'a letter and ten digits', found: '19876543210', weight: 10 }],
    ['duplicate_file', { duplicate: true },
      { code: 'duplicate_file', field: 'file', page: null, expected: 'a file not uploaded for another user', found: 'the same SHA-256 for another user of the company', weight: 25 }],
    ['stale', { uploadedOn: '2026-12-20' },
      { code: 'stale', field: 'issuedOn', page: 1, expected: 'on or after 2026-11-20', found: '2026-11-15', weight: 10 }],
  ])('trips %s alone, with its weight as the score', (_code, given, signal) => {
    const risk = judge(given);
    expect(risk.signals).toEqual([signal]);
    const weight = (signal as { weight: number }).weight;
    expect(risk).toMatchObject({ score: weight, level: weight >= 60 ? 'high' : weight >= 25 ? 'medium' : 'low' });
  });

  it('calls an issue date after the upload incoherent, and an NSS the lender knows otherwise a mismatch', () => {
    expect(judge({ uploadedOn: '2026-11-10' }).signals).toEqual([
      { code: 'dates_incoherent', field: 'issuedOn', page: 1, expected: 'on or before 2026-11-10', found: '2026-11-15', weight: 25 },
    ]);
    expect(judge({ lenderNss: '12345678903' }).signals.map((signal) => [signal.code, signal.field])).toEqual([['identity_mismatch', 'nss']]);
    expect(judge({ lenderCurp: 'GOMJ850312HDFRRN04', lenderNss: '319 9852 4651' }).signals).toEqual([]);
  });

  it('names a movement dated after the issue date, and counts a code once however often it trips', () => {
    const sample = withEmployer(0, { movements: [['MODIFICACION DE SALARIO', '01/12/2026', '512.40'], ['ALTA', '01/06/2022', '450.00']] });
    expect(judge({ sample }).signals).toEqual([
      { code: 'dates_incoherent', field: 'movements[0].date', page: 2, expected: 'on or before 2026-11-15', found: '2026-12-01', weight: 25 },
    ]);
    const twice = { ...withEmployer(2, { registroPatronal: '19876543210' }) };
    const both = { ...twice, employers: twice.employers.map((employer, at) => (at === 3 ? { ...employer, registroPatronal: 'E22334455' } : employer)) };
    expect(judge({ sample: both })).toMatchObject({ score: 10, signals: [{ code: 'registro_patronal_malformed', field: 'employers[2].registroPatronal' }] });
  });

  it('adds the weights of several signals, in the reference order, up to 100', () => {
    const several = judge({ sample: aConstanciaSample({ nss: '31998524652' }), file: { producer: 'iLovePDF' }, uploadedOn: '2026-12-20' });
    expect(several.signals.map((signal) => signal.code)).toEqual(['nss_invalid', 'producer_unexpected', 'stale']);
    expect(several).toMatchObject({ score: 95, level: 'high' });
    const capped = judge({ sample: aConstanciaSample({ curp: 'GOMJ850312HDFRRN05' }), file: { revisions: 3 }, duplicate: true });
    expect(capped).toMatchObject({ score: 100, level: 'high' });
    expect(capped.signals.map((signal) => signal.code)).toEqual(['curp_invalid', 'edited_after_issue', 'duplicate_file']);
    expect(judge({ file: { producer: null, creator: null } })).toMatchObject({ score: 25, level: 'medium' });
  });
});
