import type { ComponentChildren } from 'preact';
import { IncomeReportPanel } from './income-report-panel';
import { ReportTable } from './report-table';
import { useUserReports } from './use-user-reports';

/** The earnings (children) with the income report panel beside them, then the list of the user's reports. */
export function UserReportsSection({ userId, children }: { readonly userId: string; readonly children: ComponentChildren }) {
  const reports = useUserReports(userId);
  return (
    <>
      <div class="with-aside">
        <div class="main-column">{children}</div>
        <IncomeReportPanel reports={reports} />
      </div>
      <ReportTable reports={reports} />
    </>
  );
}
