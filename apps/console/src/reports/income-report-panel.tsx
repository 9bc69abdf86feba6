import { useSession } from '../app/session-context';
import type { DateRange } from '../earnings/date-range';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { GenerateReportForm } from './generate-report-form';
import { failureMessage, reportFigures } from './report-figures';
import type { UserReports } from './use-user-reports';
import { RelativeTime } from '../ui/relative-time';

/** The latest ready report's key figures beside the earnings chart, and, for admins, "Generate report" over a window. */
export function IncomeReportPanel({ reports, chartRange }: { readonly reports: UserReports; readonly chartRange: DateRange }) {
  const { isAdmin } = useSession();
  const { latest, generating, settled, error } = reports;
  const report = latest.data;
  const figures = report ? reportFigures(report) : [];
  return (
    <section class="panel" aria-labelledby="income-report-title" data-testid="income-report">
      <h2 id="income-report-title">Income report</h2>
      <ErrorMessage error={latest.error} />
      {latest.loading && !report && <Loading />}
      {report ? (
        <>
          <p class="muted" data-testid="income-report-window">
            {report.window.start_date} to {report.window.end_date}, issued <RelativeTime iso={report.created_at} />
          </p>
          <dl class="figures" data-testid="income-report-figures">
            {figures.map((figure) => (
              <div key={figure.id} class="figure">
                <dt>{figure.label}</dt>
                <dd data-testid={`figure-${figure.id}`}>{figure.value}</dd>
                {figure.hint && <dd class="figure-hint">{figure.hint}</dd>}
              </div>
            ))}
          </dl>
          {report.currency_note === 'converted_from_multiple' && <p class="note">Amounts in several currencies were converted to US dollars.</p>}
        </>
      ) : (
        !latest.loading && !latest.error && <p data-testid="income-report-empty">No ready report yet.{isAdmin ? ' Generate one below: its window starts as the chart’s dates.' : ''}</p>
      )}
      {isAdmin && <GenerateReportForm reports={reports} chartRange={chartRange} />}
      {generating && (
        <p class="progress-line">
          <progress aria-label="Generating the report" />
          <span>Generating the report…</span>
        </p>
      )}
      {settled?.status === 'failed' && (
        <p class="error" role="alert" data-testid="income-report-failed">
          <strong>Error: </strong>
          {failureMessage(settled.status_details)}
        </p>
      )}
      <ErrorMessage error={error} />
      <StatusMessage text={generating ? 'Generating the report.' : settled?.status === 'ready' ? 'The report is ready.' : null} />
    </section>
  );
}
