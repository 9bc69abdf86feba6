import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt';

describe('woffToSfnt', () => {
  const files = join(dirname(require.resolve('@fontsource/dejavu-sans/package.json')), 'files');

  it.each(['400', '700'])('unpacks DejaVu Sans %s into a TrueType font with the same metrics', (weight) => {
    const woff = readFileSync(join(files, `dejavu-sans-latin-${weight}-normal.woff`));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.length).toBeGreaterThan(woff.length);
    const doc = new PDFDocument();
    doc.registerFont('packed', woff).registerFont('unpacked', sfnt);
    for (const text of ['Ingreso mensual proyectado: 61,054.34 MXN', 'ñ á ≥ × — · Página 1 de 5', 'WAVE fi ffl']) {
      const unpacked = doc.font('unpacked').fontSize(9).widthOfString(text);
      expect(unpacked).toBeGreaterThan(0);
      expect(unpacked).toBe(doc.font('packed').fontSize(9).widthOfString(text));
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes'))).toThrow(/not a WOFF 1.0 font/);
  });
});
