import { FONT_BOLD, FONT_REGULAR } from './report-fonts';
import { COLORS, CONTENT_WIDTH, Doc, ensureSpace, fittingSize, PAGE, SIZES } from './report-layout';

export interface TableColumn {
  readonly header: string;
  /** Share of the table's width. */
  readonly width: number;
  readonly align?: 'left' | 'right';
  /** Ids and codes: kept on one line, in a smaller size when they must. */
  readonly nowrap?: boolean;
}

export interface TableOptions {
  readonly x?: number;
  readonly width?: number;
  /** Rows in bold (e.g. a total). */
  readonly boldRows?: readonly number[];
}

const PADDING = 4;
const ROW_HEIGHT = 14;

/** A plain table: a shaded header repeated on each page, hairlines between rows, numbers right-aligned. */
export function drawTable(doc: Doc, columns: readonly TableColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
  const x = options.x ?? PAGE.margin;
  const width = options.width ?? CONTENT_WIDTH;
  const widths = columns.map((column) => column.width * width);
  const headerColumns = columns.map((column) => ({ ...column, nowrap: false }));
  const header = (): void => {
    ensureSpace(doc, ROW_HEIGHT * 3);
    if (!columns.some((column) => column.header)) return;
    const cells = columns.map((column) => column.header);
    const height = rowHeight(doc, headerColumns, cells, widths, FONT_BOLD);
    doc.rect(x, doc.y, width, height).fillColor(COLORS.band).fill();
    drawCells(doc, headerColumns, cells, widths, x, height, FONT_BOLD, COLORS.muted);
  };
  header();
  rows.forEach((row, index) => {
    const font = options.boldRows?.includes(index) ? FONT_BOLD : FONT_REGULAR;
    const height = rowHeight(doc, columns, row, widths, font);
    if (doc.y + height > PAGE.height - PAGE.margin - PAGE.footer) {
      doc.addPage();
      header();
    }
    if (index === 0 && !columns.some((column) => column.header)) rule(doc, x, width);
    drawCells(doc, columns, row, widths, x, height, font, COLORS.ink);
    rule(doc, x, width);
  });
  doc.x = PAGE.margin;
}

const PAIR_COLUMNS: TableColumn[] = [
  { header: '', width: 0.31 }, { header: '', width: 0.19, align: 'right' },
  { header: '', width: 0.31 }, { header: '', width: 0.19, align: 'right' },
];

/** Label-value pairs laid out two per row, without a header. */
export function drawPairs(doc: Doc, pairs: readonly (readonly [string, string])[]): void {
  const rows: string[][] = [];
  for (let i = 0; i < pairs.length; i += 2) rows.push([...pairs[i], ...(pairs[i + 1] ?? ['', ''])]);
  drawTable(doc, PAIR_COLUMNS, rows);
}

function rule(doc: Doc, x: number, width: number): void {
  doc.moveTo(x, doc.y).lineTo(x + width, doc.y).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
}

function rowHeight(doc: Doc, columns: readonly TableColumn[], cells: readonly string[], widths: readonly number[], font: string): number {
  doc.font(font).fontSize(SIZES.body);
  const tallest = Math.max(...cells.map((cell, i) => (columns[i].nowrap ? doc.currentLineHeight() : doc.heightOfString(cell, { width: widths[i] - 2 * PADDING }))));
  return Math.max(ROW_HEIGHT, tallest + 2 * PADDING - 2);
}

function drawCells(
  doc: Doc, columns: readonly TableColumn[], cells: readonly string[], widths: readonly number[],
  x: number, height: number, font: string, color: string,
): void {
  const top = doc.y;
  let left = x;
  cells.forEach((cell, i) => {
    const width = widths[i] - 2 * PADDING;
    const nowrap = columns[i].nowrap === true;
    doc.font(font).fontSize(nowrap ? fittingSize(doc.font(font), cell, width) : SIZES.body).fillColor(color)
      .text(cell, left + PADDING, top + PADDING - 1, { width, align: columns[i].align ?? 'left', lineBreak: !nowrap });
    left += widths[i];
  });
  doc.y = top + height;
}
