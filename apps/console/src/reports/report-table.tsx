import type { Report } from '../api/console-schemas';
import { formatDateTime } from '../ui/format';
import { Pager } from '../ui/pager';
import { ErrorMessage, Loading } from '../ui/status';
import { DataTable } from '../ui/data-table';
import { failureMessage, LANGUAGE_WORDS, pdfPath, STATUS_WORDS, verifyPath } from './report-figures';
import { REPORTS_PER_PAGE, type UserReports } from './use-user-reports';
import { RelativeTime } from '../ui/relative-time';

/** The user's reports, newest first: a table on wide screens, one card per report on phones (`table.cards`). */
export function ReportTable({ reports }: { readonly reports: UserReports }) {
  const { list, page, setPage } = reports;
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">Reports</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.pagination.total_items === 0 && <p data-testid="reports-empty">This user has no report.</p>}
      {list.data && list.data.pagination.total_items > 0 && (
        <>
          <DataTable caption="The user's reports, newest first" columns={['Created', 'Window', 'Status', 'Language', 'PDF', 'Verification']} testId="reports-table" cards>
            {list.data.reports.map((report) => (
              <ReportRow key={report.report_id} report={report} />
            ))}
          </DataTable>
          {list.data.pagination.total_items > REPORTS_PER_PAGE && <Pager page={page} itemsPerPage={REPORTS_PER_PAGE} total={list.data.pagination.total_items} label="Reports" onPage={setPage} />}
        </>
      )}
    </section>
  );
}

function ReportRow({ report }: { readonly report: Report }) {
  const id = report.report_id;
  return (
    <tr data-report-id={id}>
      <th scope="row" data-label="Created">
        <RelativeTime iso={report.created_at} />
      </th>
      <td data-label="Window">
        <span class="nowrap">{report.window.start_date}</span> to <span class="nowrap">{report.window.end_date}</span>
      </td>
      <td data-label="Status" class="wrap">
        {STATUS_WORDS[report.status]}
        {report.status === 'failed' && <span class="muted"> — {failureMessage(report.status_details)}</span>}
      </td>
      <td data-label="Language">{LANGUAGE_WORDS[report.language]}</td>
      <td data-label="PDF">
        {report.pdf_sha256 ? (
          <a href={pdfPath(id)} download={`income-report-${id}.pdf`} aria-label={`Download PDF of the report of ${formatDateTime(report.created_at)}`}>
            Download PDF
          </a>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Verification">
        {report.status === 'generating' ? (
          '—'
        ) : (
          <a href={verifyPath(id)} target="_blank" rel="noopener" aria-label={`Verify the report of ${formatDateTime(report.created_at)} (opens a new tab)`}>
            Verify
          </a>
        )}
      </td>
    </tr>
  );
}
