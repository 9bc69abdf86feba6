import { inflateSync } from 'node:zlib';
import { decodePdfString } from './pdf-string';

/** What the bytes of a PDF say about how it was made, read without rendering it. */
export interface PdfStructure {
  readonly isPdf: boolean;
  readonly encrypted: boolean;
  /** 1 for a file as written; each incremental update (a further `%%EOF`, a trailer with `/Prev`) adds one. */
  readonly revisions: number;
  readonly producer: string | null;
  readonly creator: string | null;
  /** Every `/BaseFont` the file declares, subset prefixes kept. */
  readonly fonts: string[];
}

const HEADER_WINDOW = 1024;
const LINEARIZED_WINDOW = 2048;
const STREAM = 'stream';
const END_STREAM = 'endstream';

/**
 * Reads revisions, the Info dictionary's Producer and Creator, fonts and encryption straight from the bytes: from the
 * file's text without its streams' data (an image's megabytes never become a string), and the object streams inflated.
 */
export function readPdfStructure(bytes: Uint8Array): PdfStructure {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (file.subarray(0, HEADER_WINDOW).indexOf('%PDF-', 0, 'latin1') < 0) {
    return { isPdf: false, encrypted: false, revisions: 0, producer: null, creator: null, fonts: [] };
  }
  const { text, objectStreams } = withoutStreamData(file);
  const info = infoDictionary(text, objectStreams);
  return {
    isPdf: true,
    encrypted: /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(text),
    revisions: revisionsOf(text, file.toString('latin1', 0, LINEARIZED_WINDOW)),
    producer: info === null ? null : stringEntry(text, objectStreams, info, 'Producer'),
    creator: info === null ? null : stringEntry(text, objectStreams, info, 'Creator'),
    fonts: [...new Set([text, ...objectStreams].flatMap(baseFonts))],
  };
}

/**
 * The file as latin1 text with each stream's data left out (its dictionary, `stream` and `endstream` kept), found on the
 * bytes: `stream` after a delimiter and before an end of line, its data up to the next `endstream`. Object streams
 * (`/Type /ObjStm`, Flate) are inflated on the way.
 */
function withoutStreamData(file: Buffer): { text: string; objectStreams: string[] } {
  const parts: string[] = [];
  const objectStreams: string[] = [];
  let kept = 0;
  let at = file.indexOf(STREAM, 0, 'latin1');
  while (at >= 0) {
    const dataStart = streamDataStart(file, at);
    const end = dataStart < 0 ? -1 : file.indexOf(END_STREAM, dataStart, 'latin1');
    if (dataStart >= 0 && end < 0) break;
    if (end >= 0) {
      const head = file.toString('latin1', kept, dataStart);
      parts.push(head);
      if (isFlateObjectStream(head)) objectStreams.push(...inflated(file.subarray(dataStart, end)));
      kept = end;
    }
    at = file.indexOf(STREAM, end >= 0 ? end + END_STREAM.length : at + STREAM.length, 'latin1');
  }
  parts.push(file.toString('latin1', kept));
  return { text: parts.join(''), objectStreams };
}

/** Where a stream's data starts when `stream` at `at` is the keyword (not `endstream`, not part of a word); else -1. */
function streamDataStart(file: Buffer, at: number): number {
  const before = at > 0 ? file[at - 1] : 0x20;
  if (!(before === 0x3e || isWhitespace(before))) return -1;
  const after = at + STREAM.length;
  if (file[after] === 0x0a) return after + 1;
  return file[after] === 0x0d && file[after + 1] === 0x0a ? after + 2 : -1;
}

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** The dictionary of the object the stream belongs to (from its `obj`) says `/Type /ObjStm` and `/FlateDecode`. */
function isFlateObjectStream(head: string): boolean {
  const dictionary = head.slice(Math.max(0, head.lastIndexOf('obj')));
  return /\/Type\s*\/ObjStm\b/.test(dictionary) && dictionary.includes('/FlateDecode');
}

function inflated(data: Buffer): string[] {
  try {
    return [inflateSync(data, { finishFlush: 2 }).toString('latin1')];
  } catch {
    return [];
  }
}

function revisionsOf(text: string, opening: string): number {
  const linearized = /\/Linearized\s/.test(opening) ? 1 : 0;
  const eofs = text.match(/%%EOF/g)?.length ?? 0;
  const prevs = text.match(/\/Prev\s+\d+/g)?.length ?? 0;
  return Math.max(1, eofs - linearized, prevs - linearized + 1);
}

function infoDictionary(text: string, objectStreams: string[]): string | null {
  const last = [...text.matchAll(/\/Info\s+(\d+)\s+(\d+)\s+R/g)].at(-1);
  return last ? objectBody(text, objectStreams, Number(last[1]), Number(last[2])) : null;
}

/** The newest definition of an object: the last `n g obj` in the file, else the one in an object stream. */
function objectBody(text: string, objectStreams: string[], number: number, generation: number): string | null {
  const definition = [...text.matchAll(new RegExp(`(?:^|\\s)${number}\\s+${generation}\\s+obj\\b`, 'g'))].at(-1);
  if (definition) {
    const start = definition.index + definition[0].length;
    const end = text.indexOf('endobj', start);
    return text.slice(start, end < 0 ? undefined : end);
  }
  return objectStreams.map((stream) => objectInStream(stream, number)).find((found) => found !== null) ?? null;
}

function stringEntry(text: string, objectStreams: string[], dictionary: string, key: string): string | null {
  const reference = new RegExp(`/${key}\\s+(\\d+)\\s+(\\d+)\\s+R`).exec(dictionary);
  const source = reference ? objectBody(text, objectStreams, Number(reference[1]), Number(reference[2])) : dictionary;
  if (source === null) return null;
  const match = new RegExp(`${reference ? '^' : `/${key}`}\\s*([(<])`).exec(source);
  return match ? decodePdfString(source, match.index + match[0].length - 1) : null;
}

function baseFonts(text: string): string[] {
  return [...text.matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map(([, name]) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function objectInStream(stream: string, number: number): string | null {
  const first = /\/First\s+(\d+)/.exec(stream);
  const numbers = stream.slice(0, 4096).match(/\d+/g)?.map(Number) ?? [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    if (numbers[i] !== number) continue;
    const headerEnd = first ? Number(first[1]) : stream.search(/<</);
    const start = headerEnd + numbers[i + 1];
    return stream.slice(start, start + 4096);
  }
  return null;
}
