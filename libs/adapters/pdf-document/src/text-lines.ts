import type { PdfjsTextItem } from './pdfjs.types';

interface Placed {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly end: number;
  readonly size: number;
}

/** Items whose baselines lie within this share of the font size are on one line. */
const SAME_LINE = 0.4;
/** A gap wider than this share of the font size between two items is a space. */
const WORD_GAP = 0.15;

/** A page's text items as lines in reading order: grouped by baseline (top to bottom), each line left to right. */
export function textLines(items: PdfjsTextItem[]): string[] {
  const placed = items.flatMap((item): Placed[] => {
    const text = item.str ?? '';
    const [, , , scaleY = 0, x = 0, y = 0] = item.transform ?? [];
    if (text.trim() === '') return [];
    const size = Math.abs(scaleY) || item.height || 1;
    return [{ text, x, y, end: x + (item.width ?? 0), size }];
  });
  const lines: Placed[][] = [];
  for (const item of [...placed].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].y - item.y) <= SAME_LINE * Math.max(line[0].size, item.size)) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => joinLine(line.sort((a, b) => a.x - b.x))).filter((line) => line !== '');
}

function joinLine(items: Placed[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end > WORD_GAP * item.size;
    text += text !== '' && gap && !text.endsWith(' ') && !item.text.startsWith(' ') ? ` ${item.text}` : item.text;
    end = Math.max(end, item.end);
  }
  return text.replace(/\s+/g, ' ').trim();
}
