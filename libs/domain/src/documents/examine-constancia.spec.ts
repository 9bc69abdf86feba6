import { aConstanciaSample, constanciaPdfPages } from '@gig/testing';
import { examineConstancia, type ExaminationContext } from './examine-constancia';

const context: ExaminationContext = { uploadedOn: '2026-11-20', lenderCurp: null, lenderNss: null, duplicateOfAnotherUser: false };
const issuer = { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' };

describe('examineConstancia', () => {
  it('gives the data and a low risk for a genuine-looking constancia', () => {
    const examination = examineConstancia({ kind: 'read', pages: constanciaPdfPages(aConstanciaSample()), file: issuer }, context);
    expect(examination).toMatchObject({ status: 'processed', extracted: { curp: 'GOMJ850312HDFRRN04' }, risk: { score: 0, level: 'low' } });
  });

  it('passes the reader\'s reason on for a file it could not open', () => {
    expect(examineConstancia({ kind: 'unreadable', reason: 'encrypted' }, context)).toEqual({
      status: 'unreadable', reason: 'encrypted', detail: 'The PDF is encrypted or protected by a password.',
    });
    expect(examineConstancia({ kind: 'unreadable', reason: 'not_a_pdf' }, context)).toMatchObject({ reason: 'not_a_pdf' });
  });

  it('is unreadable, with what is missing, for a PDF that is not a constancia or has only images', () => {
    const invoice = { kind: 'read' as const, pages: [{ number: 1, lines: ['Factura 123'], fonts: ['Arial'], imageOnly: false }], file: issuer };
    expect(examineConstancia(invoice, context)).toMatchObject({ status: 'unreadable', reason: 'not_a_constancia' });
    const scans = { kind: 'read' as const, pages: [{ number: 1, lines: [], fonts: [], imageOnly: true }], file: issuer };
    expect(examineConstancia(scans, context)).toMatchObject({ status: 'unreadable', reason: 'no_text_layer' });
  });
});
