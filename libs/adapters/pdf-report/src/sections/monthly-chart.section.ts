import type { MonthlyTotal } from '@gig/domain';
import { FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, PAGE, paragraph, sectionHeading, SIZES } from '../layout/report-layout';
import { structureOf } from '../layout/report-structure';
import { lastConnectionBeforeEnd } from './key-figures';
import type { ReportContext } from './report-context';

/** The plot's height: the most, or what is left of the page down to the least, so that page 1 has no empty bottom. */
const HEIGHT = { most: 170, least: 110 } as const;
/** Heading, caption and month labels around the plot. */
const OVERHEAD = 80;
const MAX_BAR_WIDTH = 36;
const AXIS_WIDTH = 52;
const LABEL_SIZE = 6.5;
/** Room for `sep 26` at the label size. */
const LABEL_WIDTH = 26;

/**
 * One vector bar per calendar month from the first worked month to the window's end or the accounts' last connection
 * (months before the worker's first worked day or after that connection are left out, and the caption says so), a labelled value axis with gridlines, month labels
 * underneath. Tagged as a Figure whose alternative text gives every month's total.
 */
export function drawMonthlyChart(context: ReportContext): void {
  const { doc, report, texts, format } = context;
  const lastConnection = lastConnectionBeforeEnd(context);
  const monthly = chartMonths(report.insights.combined.monthly, report.insights.combined.firstWorkedDate, lastConnection);
  const room = PAGE.height - PAGE.margin - PAGE.footer - doc.y - OVERHEAD;
  const height = room >= HEIGHT.least ? Math.min(HEIGHT.most, room) : HEIGHT.most;
  sectionHeading(doc, `${texts.monthlyChart}${format.currency ? ` (${format.currency})` : ''}`, height + 46);
  const first = report.insights.combined.firstWorkedDate;
  const span = monthly.length === 0 ? '' : texts.chartSpan(monthly[0].month, monthly[monthly.length - 1].month);
  const later = first !== null && first.slice(0, 7) > report.window.start.slice(0, 7) ? ` ${texts.chartStartsLater(report.window.start, first)}` : '';
  const earlier = lastConnection !== null && lastConnection.slice(0, 7) < report.window.end.slice(0, 7) ? ` ${texts.chartEndsEarlier(lastConnection)}` : '';
  paragraph(doc, `${span}${later}${earlier}`, SIZES.small, COLORS.muted);
  const top = doc.y + 4;
  const bottom = top + height;
  const alt = texts.chartAlt(monthly.map((month) => `${month.month}: ${format.money(month.total)}`).join('; '));
  const bbox = [PAGE.margin, PAGE.height - bottom - 14, PAGE.margin + CONTENT_WIDTH, PAGE.height - top + 4];
  structureOf(doc).tag('Figure', () => drawPlot(context, monthly, top, height), { alt, attributes: { O: 'Layout', BBox: bbox } });
  doc.y = bottom + 22;
  doc.x = PAGE.margin;
}

function drawPlot({ doc, texts, format }: ReportContext, monthly: readonly MonthlyTotal[], top: number, height: number): void {
  const plotLeft = PAGE.margin + AXIS_WIDTH;
  const width = CONTENT_WIDTH - AXIS_WIDTH;
  const bottom = top + height;
  const ticks = axisTicks(Math.max(0, ...monthly.map((m) => m.total)));
  const max = ticks[ticks.length - 1];
  doc.font(FONT_REGULAR).fontSize(LABEL_SIZE);
  for (const tick of ticks) {
    const y = bottom - (tick / max) * height;
    doc.moveTo(plotLeft, y).lineTo(plotLeft + width, y).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
    doc.fillColor(COLORS.muted).text(format.compactAmount(tick), PAGE.margin, y - 3, { width: AXIS_WIDTH - 6, align: 'right', lineBreak: false });
  }
  const slot = width / Math.max(1, monthly.length);
  const barWidth = Math.min(MAX_BAR_WIDTH, Math.max(1, slot * 0.7));
  const step = labelStep(slot);
  monthly.forEach((month, i) => {
    const x = plotLeft + i * slot + (slot - barWidth) / 2;
    const barHeight = (month.total / max) * height;
    if (barHeight > 0) doc.rect(x, bottom - barHeight, barWidth, barHeight).fillColor(COLORS.bar).fill();
    if (i % step === 0) {
      const labelWidth = Math.max(LABEL_WIDTH, slot);
      doc.fillColor(COLORS.muted).text(monthLabel(month, texts.months), plotLeft + (i + 0.5) * slot - labelWidth / 2, bottom + 3, { width: labelWidth, align: 'center', lineBreak: false });
    }
  });
  doc.moveTo(plotLeft, bottom).lineTo(plotLeft + width, bottom).lineWidth(0.8).strokeColor(COLORS.ink).stroke();
}

/**
 * The window's months from the first worked month (all of them when nothing was worked) to the month of the accounts'
 * last connection, when that comes before the window's end: after it there is no data to chart.
 */
export function chartMonths(monthly: readonly MonthlyTotal[], firstWorkedDate: string | null, lastConnection: string | null): readonly MonthlyTotal[] {
  const from = firstWorkedDate?.slice(0, 7) ?? '';
  const to = lastConnection?.slice(0, 7) ?? '9999-12';
  return monthly.filter((month) => month.month >= from && month.month <= to);
}

/** Round steps (1, 2 or 5 × 10ⁿ) from 0 to at least the highest month. */
export function axisTicks(highest: number): number[] {
  if (highest <= 0) return [0, 1];
  const rough = highest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < highest + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Label every month when they fit, else every 2nd, 3rd, 4th, 6th or 12th month. */
function labelStep(slot: number): number {
  return [1, 2, 3, 4, 6].find((step) => step * slot >= LABEL_WIDTH + 2) ?? 12;
}

function monthLabel(month: MonthlyTotal, names: readonly string[]): string {
  const [year, number] = month.month.split('-');
  return `${names[Number(number) - 1]} ${year.slice(2)}`;
}
