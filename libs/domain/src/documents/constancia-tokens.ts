import type { PdfPage } from './pdf-reading';

/** The labels of a constancia, in the wording IMSS prints (compared without accents or case). */
export const CONSTANCIA_LABELS = {
  title: 'Constancia de Semanas Cotizadas en el IMSS',
  name: 'Estimado(a),',
  issuedOn: 'Fecha de emisión del reporte',
  nss: 'NSS:',
  curp: 'CURP:',
  total: 'Total de semanas cotizadas',
  quoted: 'Semanas cotizadas IMSS',
  discounted: 'Semanas Descontadas (por disposición de recursos) (-)',
  reintegrated: 'Semanas Reintegradas (+)',
  history: 'Tu historia laboral',
  employerName: 'Nombre del patrón',
  registroPatronal: 'Registro Patronal',
  state: 'Entidad federativa',
  startDate: 'Fecha de alta',
  endDate: 'Fecha de baja',
  baseSalary: 'Salario Base de Cotización',
  end: 'Importante',
} as const;

export type ConstanciaLabel = keyof typeof CONSTANCIA_LABELS;

export type ConstanciaToken =
  | { readonly label: ConstanciaLabel; readonly page: number }
  | { readonly text: string; readonly page: number };

const PAGE_NUMBER = /^p[aá]gina \d+ de \d+$/i;
const EDGE_LINES = 3;
/** Headings count only as a line of their own: an employer may be called `IMPORTANTE DISTRIBUIDORA SA DE CV`. */
const HEADINGS = new Set<ConstanciaLabel>(['title', 'history', 'end']);
const FOLDED_LABELS = (Object.keys(CONSTANCIA_LABELS) as ConstanciaLabel[])
  .map((label) => ({ label, folded: fold(CONSTANCIA_LABELS[label]) }))
  .sort((a, b) => b.folded.length - a.folded.length);
const INLINE_LABELS = FOLDED_LABELS.filter(({ label }) => !HEADINGS.has(label));

export function normaliseLine(line: string): string {
  return line.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Lower case without accents, one character for one (so offsets in the folded text are offsets in the original). */
export function fold(text: string): string {
  return Array.from(text, (char) => char.normalize('NFD')[0]).join('').toLowerCase();
}

/**
 * The document as one stream of labels and texts, page furniture left out: page numbers, and lines repeated at the
 * top or bottom of every page after the first (headers and footers), so a block broken across pages reads whole.
 */
export function constanciaTokens(pages: PdfPage[]): ConstanciaToken[] {
  const lines = pages.map((page) => page.lines.map(normaliseLine).filter((line) => line !== ''));
  const furniture = repeatedEdgeLines(lines);
  return lines.flatMap((pageLines, index) =>
    pageLines
      .filter((line) => !PAGE_NUMBER.test(line) && !furniture.has(line))
      .flatMap((line) => tokensOf(line, pages[index].number)),
  );
}

/** True when a line of some page carries the constancia's title (page headers included). */
export function carriesTitle(pages: PdfPage[]): boolean {
  const title = fold(CONSTANCIA_LABELS.title);
  return pages.some((page) => page.lines.some((line) => fold(normaliseLine(line)).includes(title)));
}

function repeatedEdgeLines(pages: string[][]): Set<string> {
  if (pages.length < 2) return new Set();
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const edges = new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)]);
    for (const line of edges) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const needed = Math.max(2, pages.length - 1);
  return new Set([...counts].filter(([line, count]) => count >= needed && !startsWithLabel(line)).map(([line]) => line));
}

function startsWithLabel(line: string): boolean {
  const folded = fold(line);
  return FOLDED_LABELS.some(({ label, folded: text }) => label !== 'title' && folded.startsWith(text));
}

function tokensOf(line: string, page: number): ConstanciaToken[] {
  const folded = fold(line);
  const heading = FOLDED_LABELS.find(({ label, folded: text }) => HEADINGS.has(label) && folded.replace(/:$/, '') === text);
  if (heading) return [{ label: heading.label, page }];
  const tokens: ConstanciaToken[] = [];
  let from = 0;
  while (from < line.length) {
    const next = nextLabel(folded, from);
    const textEnd = next ? next.at : line.length;
    const text = line.slice(from, textEnd).trim();
    if (text !== '') tokens.push({ text, page });
    if (!next) break;
    tokens.push({ label: next.label, page });
    from = next.at + next.length;
  }
  return tokens;
}

function nextLabel(folded: string, from: number): { label: ConstanciaLabel; at: number; length: number } | null {
  let best: { label: ConstanciaLabel; at: number; length: number } | null = null;
  for (const { label, folded: text } of INLINE_LABELS) {
    let at = folded.indexOf(text, from);
    while (at >= 0 && !isWholeWord(folded, at, text.length)) at = folded.indexOf(text, at + 1);
    if (at >= 0 && (best === null || at < best.at)) best = { label, at, length: text.length };
  }
  return best;
}

function isWholeWord(folded: string, at: number, length: number): boolean {
  const letter = /[a-z0-9]/;
  const before = at === 0 || !letter.test(folded[at - 1]);
  const after = at + length >= folded.length || !letter.test(folded[at + length]) || !letter.test(folded[at + length - 1]);
  return before && after;
}
