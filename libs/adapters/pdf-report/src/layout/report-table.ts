import { FONT_BOLD, FONT_REGULAR } from './report-fonts';
import { COLORS, CONTENT_WIDTH, Doc, ensureSpace, fittingSize, PAGE, SIZES } from './report-layout';
import { StructElement, structureOf } from './report-structure';

export interface TableColumn {
  readonly header: string;
  /** Share of the table's width. */
  readonly width: number;
  readonly align?: 'left' | 'right';
  /** Ids and codes: kept on one line, in a smaller size when they must. */
  readonly nowrap?: boolean;
  /** Its cells name their row (tagged TH with Row scope), like a month or a figure's label. */
  readonly rowHeader?: boolean;
}

export interface TableOptions {
  readonly x?: number;
  readonly width?: number;
  /** Rows in bold (e.g. a total). */
  readonly boldRows?: readonly number[];
}

const PADDING = 4;
const ROW_HEIGHT = 14;

/**
 * A plain table: a shaded header repeated on each page, hairlines between rows, numbers right-aligned. Tagged as a
 * Table of TR rows: the header's cells are TH with Column scope (its repeats on later pages are artifacts), a
 * row-header column's cells TH with Row scope, the others TD.
 */
export function drawTable(doc: Doc, columns: readonly TableColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
  const structure = structureOf(doc);
  const x = options.x ?? PAGE.margin;
  const width = options.width ?? CONTENT_WIDTH;
  const widths = columns.map((column) => column.width * width);
  const hasHeader = columns.some((column) => column.header);
  const headerColumns = columns.map((column) => ({ ...column, nowrap: false }));
  structure.group('Table', (table) => {
    const header = (repeated: boolean): void => {
      ensureSpace(doc, ROW_HEIGHT * 3);
      if (!hasHeader) return;
      const cells = columns.map((column) => column.header);
      const height = rowHeight(doc, headerColumns, cells, widths, FONT_BOLD);
      structure.artifact(() => doc.rect(x, doc.y, width, height).fillColor(COLORS.band).fill());
      const draw = (): void => drawCells(doc, headerColumns, cells, widths, x, height, { font: FONT_BOLD, color: COLORS.muted, header: true, table: repeated ? null : table });
      if (repeated) structure.artifact(draw, 'Pagination');
      else draw();
    };
    header(false);
    rows.forEach((row, index) => {
      const font = options.boldRows?.includes(index) ? FONT_BOLD : FONT_REGULAR;
      const height = rowHeight(doc, columns, row, widths, font);
      if (doc.y + height > PAGE.height - PAGE.margin - PAGE.footer) {
        doc.addPage();
        header(true);
      }
      if (index === 0 && !hasHeader) rule(doc, x, width);
      drawCells(doc, columns, row, widths, x, height, { font, color: COLORS.ink, header: false, table });
      rule(doc, x, width);
    });
  });
  doc.x = PAGE.margin;
}

const PAIR_COLUMNS: TableColumn[] = [
  { header: '', width: 0.31, rowHeader: true }, { header: '', width: 0.19, align: 'right' },
  { header: '', width: 0.31, rowHeader: true }, { header: '', width: 0.19, align: 'right' },
];

/** Label-value pairs laid out two per row, without a header; each label heads its value. */
export function drawPairs(doc: Doc, pairs: readonly (readonly [string, string])[]): void {
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push([...pairs[i], ...(pairs[i + 1] ?? ['', ''])]);
  drawTable(doc, PAIR_COLUMNS, rows);
}

function rule(doc: Doc, x: number, width: number): void {
  structureOf(doc).artifact(() => doc.moveTo(x, doc.y).lineTo(x + width, doc.y).lineWidth(0.4).strokeColor(COLORS.rule).stroke());
}

function rowHeight(doc: Doc, columns: readonly TableColumn[], cells: readonly string[], widths: readonly number[], font: string): number {
  doc.font(font).fontSize(SIZES.body);
  const tallest = Math.max(...cells.map((cell, i) => (columns[i].nowrap ? doc.currentLineHeight() : doc.heightOfString(cell, { width: widths[i] - 2 * PADDING }))));
  return Math.max(ROW_HEIGHT, tallest + 2 * PADDING - 2);
}

/** One row's cells; tagged as a TR of `table` unless `table` is null (a repeated header, drawn as an artifact). */
function drawCells(
  doc: Doc, columns: readonly TableColumn[], cells: readonly string[], widths: readonly number[],
  x: number, height: number, { font, color, header, table }: { font: string; color: string; header: boolean; table: StructElement | null },
): void {
  const structure = structureOf(doc);
  const top = doc.y;
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const drawCell = (i: number): void => {
    const width = widths[i] - 2 * PADDING;
    const nowrap = columns[i].nowrap === true;
    doc.font(font).fontSize(nowrap ? fittingSize(doc.font(font), cells[i], width) : SIZES.body).fillColor(color)
      .text(cells[i], lefts[i] + PADDING, top + PADDING - 1, { width, align: columns[i].align ?? 'left', lineBreak: !nowrap });
  };
  if (table === null) cells.forEach((_, i) => drawCell(i));
  else {
    structure.group('TR', (row) => cells.forEach((_, i) => {
      const scope = header ? 'Column' : columns[i].rowHeader ? 'Row' : null;
      structure.tag(scope ? 'TH' : 'TD', () => drawCell(i), scope ? { attributes: { O: 'Table', Scope: scope } } : {}, row);
    }), table);
  }
  doc.y = top + height;
}
