import { useState } from 'preact/hooks';
import type { ReportLanguage } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import { ErrorMessage, Loading, StatusMessage } from '../ui/status';
import { failureMessage, reportFigures } from './report-figures';
import type { UserReports } from './use-user-reports';
import { RelativeTime } from '../ui/relative-time';

/** The latest ready report's key figures beside the earnings chart, and, for admins, "Generate report". */
export function IncomeReportPanel({ reports }: { readonly reports: UserReports }) {
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
        !latest.loading && !latest.error && <p data-testid="income-report-empty">No ready report yet.{isAdmin ? ' Generate one: it covers the last 365 days.' : ''}</p>
      )}
      {isAdmin && <GenerateReport reports={reports} />}
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

function GenerateReport({ reports }: { readonly reports: UserReports }) {
  const [language, setLanguage] = useState<ReportLanguage>('en');
  const busy = reports.generating !== null;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!busy) void reports.generate(language);
  };
  return (
    <form class="inline-form" onSubmit={submit}>
      <label for="report-language">PDF language</label>
      <select id="report-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as ReportLanguage)}>
        <option value="en">English</option>
        <option value="es">Spanish</option>
      </select>
      {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the report is made. */}
      <button type="submit" aria-disabled={busy ? 'true' : undefined}>
        Generate report
      </button>
    </form>
  );
}
