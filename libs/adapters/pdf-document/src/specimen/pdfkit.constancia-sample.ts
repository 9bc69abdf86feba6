import PDFDocument from 'pdfkit';
import { grayPng } from './gray-png';

export const ISSUER_PRODUCER = 'iText 2.1.7 by 1T3XT';
export const ISSUER_CREATOR = 'JasperReports (reporteSemanasCotizadas)';

export interface SampleFileOptions {
  readonly producer?: string;
  readonly creator?: string;
  /** A standard font (e.g. `Times-Roman`) to set these 1-based pages in instead of Helvetica. */
  readonly fontOnPages?: { readonly font: string; readonly pages: number[] };
  /** 1-based pages drawn as a picture only, without text. */
  readonly imageOnlyPages?: number[];
  readonly userPassword?: string;
}

const ISSUED_AT = new Date('2026-11-15T16:00:00Z');

/** A PDF laid out like the issuer's: Helvetica, one text line per line, the issuer's Producer and Creator. */
export function renderConstanciaPdf(pages: string[][], options: SampleFileOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 40,
    autoFirstPage: false,
    userPassword: options.userPassword,
    info: { Producer: options.producer ?? ISSUER_PRODUCER, Creator: options.creator ?? ISSUER_CREATOR, CreationDate: ISSUED_AT },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  pages.forEach((lines, index) => {
    const number = index + 1;
    doc.addPage();
    if (options.imageOnlyPages?.includes(number)) {
      doc.image(grayPng(64, 80), 40, 40, { width: 500 });
      return;
    }
    const font = options.fontOnPages?.pages.includes(number) ? options.fontOnPages.font : 'Helvetica';
    lines.forEach((line, at) => {
      doc.font(at < 2 ? (font === 'Helvetica' ? 'Helvetica-Bold' : font) : font).fontSize(9).text(line, 40, 40 + at * 13, { lineBreak: false });
    });
  });
  doc.end();
  return done;
}

/** The same file with an incremental update appended (a new Info object, a trailer with `/Prev`): an edit after issue. */
export function withIncrementalUpdate(pdf: Buffer, producer = ISSUER_PRODUCER): Buffer {
  const text = pdf.toString('latin1');
  const previousXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const size = Number(/\/Size\s+(\d+)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1]);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(text.slice(text.lastIndexOf('trailer')))?.[1];
  if (!Number.isInteger(previousXref) || !Number.isInteger(size) || !root) throw new Error('not a pdfkit trailer');
  const objectAt = pdf.length + 1;
  const object = `\n${size} 0 obj\n<< /Producer (${producer}) /Creator (${ISSUER_CREATOR}) >>\nendobj\n`;
  const xrefAt = pdf.length + object.length;
  const update = `${object}xref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previousXref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
