import { aConstanciaSample, constanciaPages } from '@gig/testing';
import { deflateSync } from 'node:zlib';
import { readPdfStructure } from './raw-bytes.pdf-structure';
import { ISSUER_CREATOR, ISSUER_PRODUCER, renderConstanciaPdf, withIncrementalUpdate } from './testing';

const pages = constanciaPages(aConstanciaSample());

describe('readPdfStructure', () => {
  it('reads a file as issued: one revision, the issuer\'s Producer and Creator, Helvetica only', async () => {
    const structure = readPdfStructure(await renderConstanciaPdf(pages));
    expect(structure).toEqual({
      isPdf: true, encrypted: false, revisions: 1, producer: ISSUER_PRODUCER, creator: ISSUER_CREATOR,
      fonts: expect.arrayContaining(['Helvetica', 'Helvetica-Bold']),
    });
    expect(structure.fonts).toHaveLength(2);
  });

  it('counts an incremental update as a second revision and reads the newest Info', async () => {
    const edited = withIncrementalUpdate(await renderConstanciaPdf(pages), 'iLovePDF');
    expect(readPdfStructure(edited)).toMatchObject({ revisions: 2, producer: 'iLovePDF', creator: ISSUER_CREATOR });
  });

  it('reads another producer (non-ASCII included) and another font', async () => {
    const pdf = await renderConstanciaPdf(pages, { producer: 'Microsoft® Word for Microsoft 365', fontOnPages: { font: 'Times-Roman', pages: [2] } });
    const structure = readPdfStructure(pdf);
    expect(structure.producer).toBe('Microsoft® Word for Microsoft 365');
    expect(structure.fonts).toContain('Times-Roman');
  });

  it('draws an image-only page as a picture with no text on it', async () => {
    const pdf = (await renderConstanciaPdf(pages.slice(0, 1), { imageOnlyPages: [1] })).toString('latin1');
    expect(pdf).toContain('/Subtype /Image');
    expect(readPdfStructure(Buffer.from(pdf, 'latin1')).fonts).toEqual([]);
  });

  it('tells an encrypted file and bytes that are not a PDF', async () => {
    expect(readPdfStructure(await renderConstanciaPdf(pages, { userPassword: 'secreto' })).encrypted).toBe(true);
    expect(readPdfStructure(Buffer.from('PK\u0003\u0004 not a pdf'))).toMatchObject({ isPdf: false });
  });

  it('finds Info and fonts inside a compressed object stream, and a UTF-16 hex string', () => {
    const objects = '<< /Producer <FEFF004C0069006200720065004F0066006600690063006500> >> << /Type /Font /BaseFont /ABCDEF+Arial#2DBold >>';
    const body = deflateSync(Buffer.from(`5 0 6 66 ${objects}`, 'latin1'));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 2 /First 9 /Filter /FlateDecode /Length 1 >>\nstream\n', 'latin1'),
      body,
      Buffer.from('\nendstream\nendobj\n2 0 obj\n<< /Type /XRef /Info 5 0 R /Root 3 0 R >>\nstream\nx\nendstream\nendobj\nstartxref\n9\n%%EOF\n', 'latin1'),
    ]);
    expect(readPdfStructure(pdf)).toMatchObject({ revisions: 1, producer: 'LibreOffice', fonts: ['ABCDEF+Arial-Bold'] });
  });

  it('does not count the first-page trailer of a linearized file as an edit', () => {
    const linearized = '%PDF-1.6\n1 0 obj\n<< /Linearized 1 /L 999 >>\nendobj\ntrailer\n<< /Size 9 /Prev 500 >>\nstartxref\n0\n%%EOF\n' +
      '2 0 obj\n<< >>\nendobj\ntrailer\n<< /Size 9 >>\nstartxref\n100\n%%EOF\n';
    expect(readPdfStructure(Buffer.from(linearized, 'latin1')).revisions).toBe(1);
    expect(readPdfStructure(Buffer.from(`${linearized}trailer\n<< /Prev 100 >>\nstartxref\n200\n%%EOF\n`, 'latin1')).revisions).toBe(2);
  });

  it('reads nothing from a stream\'s data (an image\'s bytes may spell anything), and keeps what follows it, CRLF or LF', () => {
    const image = Buffer.concat([Buffer.from('%%EOF /Prev 1 /Encrypt << >> /BaseFont /Fake /Info 9 0 R 9 0 obj', 'latin1'), Buffer.alloc(70_000, 0xff)]);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Title (upstream\nnot a stream) /Producer (Before) >>\nendobj\n', 'latin1'),
      Buffer.from('4 0 obj\n<< /Subtype /Image /Length 70060 >>\nstream\r\n', 'latin1'), image, Buffer.from('\r\nendstream\nendobj\n', 'latin1'),
      Buffer.from('5 0 obj\n<< /Length 3 >>\nstream\nabc\nendstream\nendobj\n6 0 obj\n<< /Type /Font /BaseFont /Courier >>\nendobj\n', 'latin1'),
      Buffer.from('trailer\n<< /Info 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1'),
    ]);
    expect(readPdfStructure(pdf)).toEqual({ isPdf: true, encrypted: false, revisions: 1, producer: 'Before', creator: null, fonts: ['Courier'] });
  });
});
