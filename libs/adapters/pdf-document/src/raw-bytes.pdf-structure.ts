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

/** Reads revisions, the Info dictionary's Producer and Creator, fonts and encryption straight from the bytes. */
export function readPdfStructure(bytes: Uint8Array): PdfStructure {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.slice(0, HEADER_WINDOW).includes('%PDF-')) {
    return { isPdf: false, encrypted: false, revisions: 0, producer: null, creator: null, fonts: [] };
  }
  const objectStreams = inflatedObjectStreams(text);
  const info = infoDictionary(text, objectStreams);
  return {
    isPdf: true,
    encrypted: /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(text),
    revisions: revisionsOf(text),
    producer: info === null ? null : stringEntry(text, objectStreams, info, 'Producer'),
    creator: info === null ? null : stringEntry(text, objectStreams, info, 'Creator'),
    fonts: [...new Set([text, ...objectStreams].flatMap(baseFonts))],
  };
}

function revisionsOf(text: string): number {
  const linearized = /\/Linearized\s/.test(text.slice(0, LINEARIZED_WINDOW)) ? 1 : 0;
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

function inflatedObjectStreams(text: string): string[] {
  const streams: string[] = [];
  for (const match of text.matchAll(/\/Type\s*\/ObjStm[^]*?stream\r?\n/g)) {
    const dictionaryStart = text.lastIndexOf('<<', match.index);
    if (!/\/FlateDecode/.test(text.slice(dictionaryStart, match.index + match[0].length))) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      streams.push(inflateSync(Buffer.from(text.slice(start, end), 'latin1'), { finishFlush: 2 }).toString('latin1'));
    } catch {
      continue;
    }
  }
  return streams;
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
