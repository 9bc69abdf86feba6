import type { ComponentChildren } from 'preact';
import type { DateRange } from '../earnings/date-range';
import { IncomeReportPanel } from './income-report-panel';
import { ReportTable } from './report-table';
import { useUserReports } from './use-user-reports';

interface UserReportsSectionProps {
  readonly userId: string;
  /** The chart's dates: the report window's default. */
  readonly chartRange: DateRange;
  readonly children: ComponentChildren;
}

/** The earnings (children) with the income report panel beside them, then the list of the user's reports. */
export function UserReportsSection({ userId, chartRange, children }: UserReportsSectionProps) {
  const reports = useUserReports(userId);
  return (
    <>
      <div class="with-aside">
        <div class="main-column">{children}</div>
        <IncomeReportPanel reports={reports} chartRange={chartRange} />
      </div>
      <ReportTable reports={reports} />
    </>
  );
}
