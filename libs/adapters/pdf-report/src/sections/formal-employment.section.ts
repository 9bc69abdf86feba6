import { FONT_BOLD, FONT_REGULAR } from '../layout/report-fonts';
import { COLORS, CONTENT_WIDTH, fittingSize, paragraph, PAGE, sectionHeading, SIZES } from '../layout/report-layout';
import { drawPairs, drawTable } from '../layout/report-table';
import { structureOf } from '../layout/report-structure';
import type { ReportContext } from './report-context';

/** The institutes' record: weeks quoted, current jobs, tenure, salary change and gaps. Salaries are the institutes' MXN. */
export function drawFormalEmployment({ doc, report, texts, format }: ReportContext): void {
  const employment = report.insights.formalEmployment;
  sectionHeading(doc, texts.formalEmployment, 120);
  if (employment === null) {
    paragraph(doc, texts.noFormalEmployment, SIZES.body, COLORS.muted);
    return;
  }
  const f = texts.figures;
  const accounts = `${texts.accounts}: ${employment.accountIds.join(', ')}`;
  const structure = structureOf(doc);
  structure.tag('P', () => doc.font(FONT_REGULAR).fontSize(fittingSize(doc.font(FONT_REGULAR), accounts, CONTENT_WIDTH, SIZES.small)).fillColor(COLORS.muted)
    .text(accounts, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineBreak: false }));
  doc.moveDown(0.4);
  drawPairs(doc, [
    [f.quotedWeeks, format.integer(employment.quotedWeeks)],
    [f.discountedWeeks, format.integer(employment.discountedWeeks)],
    [f.reintegratedWeeks, format.integer(employment.reintegratedWeeks)],
    [f.employmentStatus, format.text(employment.status)],
    [f.jobsLast5Years, format.integer(employment.jobsLast5Years)],
    [f.medianTenure, format.integer(employment.medianTenureDaysLast3Jobs)],
    [f.salaryChange5y, format.percent(employment.salaryChangePct5y, true)],
    [f.daysWithoutJob, format.integer(employment.daysWithoutJobLast2Years)],
    [f.daysWithOverlappingJobs, format.integer(employment.daysWithOverlappingJobsLast2Years)],
  ]);
  doc.moveDown(0.8);
  structure.tag('H3', () => doc.font(FONT_BOLD).fontSize(SIZES.body).fillColor(COLORS.ink).text(texts.currentJobs, PAGE.margin, doc.y));
  doc.moveDown(0.3);
  if (employment.currentJobs.length === 0) {
    paragraph(doc, texts.noCurrentJob, SIZES.body, COLORS.muted);
    return;
  }
  const [employer, registration, start, tenure, salary] = texts.jobColumns;
  drawTable(
    doc,
    [
      { header: employer, width: 0.3, rowHeader: true }, { header: registration, width: 0.18 }, { header: start, width: 0.14 },
      { header: tenure, width: 0.16, align: 'right' }, { header: salary, width: 0.22, align: 'right' },
    ],
    employment.currentJobs.map((job) => [
      job.employer, format.text(job.employerRegistration), job.startDate, format.integer(job.tenureDays), job.monthlyBaseSalary === null ? format.text(null) : `${format.amount(job.monthlyBaseSalary)} MXN`,
    ]),
  );
}
