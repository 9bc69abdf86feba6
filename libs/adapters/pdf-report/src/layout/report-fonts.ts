import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff-to-sfnt';

/** DejaVu Sans, embedded (PDF/A forbids the standard 14 fonts, which are never embedded). */
export const FONT_REGULAR = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';

let cached: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read and unpacked once per process. */
export function reportFonts(): { regular: Buffer; bold: Buffer } {
  if (cached) return cached;
  const files = join(dirname(require.resolve('@fontsource/dejavu-sans/package.json')), 'files');
  cached = {
    regular: woffToSfnt(readFileSync(join(files, 'dejavu-sans-latin-400-normal.woff'))),
    bold: woffToSfnt(readFileSync(join(files, 'dejavu-sans-latin-700-normal.woff'))),
  };
  return cached;
}
