import type { PdfPage, PdfReader, PdfReadOptions, PdfReading } from '@gig/domain';
import { importEsModule } from './esm-import';
import type { PdfjsModule, PdfjsPage } from './pdfjs.types';
import { readPdfStructure } from './raw-bytes.pdf-structure';
import { textLines } from './text-lines';

const IMAGE_OPERATORS = ['paintImageXObject', 'paintInlineImageXObject', 'paintImageMaskXObject', 'paintImageXObjectRepeat',
  'paintInlineImageXObjectGroup', 'paintImageMaskXObjectGroup', 'paintImageMaskXObjectRepeat', 'paintSolidColorImageMask'];

let pdfjs: Promise<PdfjsModule> | undefined;

/** pdfjs-dist's legacy build (the one for Node), loaded once on first use. */
function loadPdfjs(): Promise<PdfjsModule> {
  pdfjs ??= importEsModule<PdfjsModule>('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * The PdfReader on Mozilla's pdf.js: each page's text lines (items grouped by baseline, then left to right), the
 * fonts its text is set in and whether it only paints images; revisions, Producer and Creator from the bytes.
 */
export class PdfjsPdfReader implements PdfReader {
  async read(bytes: Uint8Array, options: PdfReadOptions = {}): Promise<PdfReading> {
    const structure = readPdfStructure(bytes);
    if (!structure.isPdf) return { kind: 'unreadable', reason: 'not_a_pdf' };
    if (structure.encrypted) return { kind: 'unreadable', reason: 'encrypted' };
    const library = await loadPdfjs();
    const task = library.getDocument({
      data: options.handOver ? takenOver(bytes) : Uint8Array.from(bytes), isEvalSupported: false, useSystemFonts: false, disableFontFace: true,
      fontExtraProperties: true, stopAtErrors: false, verbosity: 0,
    });
    try {
      const document = await task.promise;
      const pages: PdfPage[] = [];
      for (let number = 1; number <= document.numPages; number++) {
        pages.push(await readPage(library, await document.getPage(number), number));
      }
      return { kind: 'read', pages, file: { revisions: structure.revisions, producer: structure.producer, creator: structure.creator } };
    } catch (error) {
      return { kind: 'unreadable', reason: (error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'not_a_pdf' };
    } finally {
      await task.destroy();
    }
  }
}

/**
 * The bytes' memory moved into an array of pdf.js's own (which it moves to its worker), the caller's array emptied; a
 * copy when it cannot move: a view on part of a buffer (Node's pool), a buffer Node keeps.
 */
function takenOver(bytes: Uint8Array): Uint8Array {
  const buffer = bytes.buffer as ArrayBuffer;
  if (bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength) return Uint8Array.from(bytes);
  try {
    return new Uint8Array(structuredClone(buffer, { transfer: [buffer] }));
  } catch {
    return Uint8Array.from(bytes);
  }
}

async function readPage(library: PdfjsModule, page: PdfjsPage, number: number): Promise<PdfPage> {
  const { items } = await page.getTextContent();
  const operators = await page.getOperatorList();
  const lines = textLines(items);
  const fonts = new Set<string>();
  const images = new Set(IMAGE_OPERATORS.map((name) => library.OPS[name]).filter((code) => code !== undefined));
  let paintsImage = false;
  operators.fnArray.forEach((code, index) => {
    if (images.has(code)) paintsImage = true;
    if (code !== library.OPS.setFont) return;
    const loadedName = String(operators.argsArray[index]?.[0]);
    const font = page.commonObjs.has(loadedName) ? page.commonObjs.get(loadedName)?.name : undefined;
    if (font) fonts.add(font);
  });
  page.cleanup();
  return { number, lines, fonts: [...fonts], imageOnly: lines.length === 0 && paintsImage };
}
