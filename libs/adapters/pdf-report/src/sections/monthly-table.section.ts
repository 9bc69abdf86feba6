import { sectionHeading } from '../layout/report-layout';
import { drawTable } from '../layout/report-table';
import type { ReportContext } from './report-context';

/** The combined series month by month, partial months at the window's edges included. */
export function drawMonthlyTable({ doc, report, texts, format }: ReportContext): void {
  const combined = report.insights.combined;
  sectionHeading(doc, texts.monthlyTable);
  const [month, total, daysWorked, daysInWindow] = texts.monthlyColumns;
  const rows = combined.monthly.map((m) => [m.month, format.money(m.total), format.integer(m.daysWorked), format.integer(m.daysInWindow)]);
  const inWindow = combined.monthly.reduce((sum, m) => sum + m.daysInWindow, 0);
  rows.push([texts.figures.total, format.money(combined.total), format.integer(combined.daysWorked), format.integer(inWindow)]);
  drawTable(
    doc,
    [{ header: month, width: 0.22, rowHeader: true }, { header: total, width: 0.34, align: 'right' }, { header: daysWorked, width: 0.22, align: 'right' }, { header: daysInWindow, width: 0.22, align: 'right' }],
    rows,
    { boldRows: [rows.length - 1] },
  );
}
