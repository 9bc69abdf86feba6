import { useEffect, useState } from 'preact/hooks';
import type { ReportLanguage } from '../api/console-schemas';
import type { DateRange } from '../earnings/date-range';
import type { UserReports } from './use-user-reports';

interface GenerateReportFormProps {
  readonly reports: UserReports;
  readonly chartRange: DateRange;
}

/** The report's window (the chart's dates until changed here, and again whenever the chart's change) and PDF language. */
export function GenerateReportForm({ reports, chartRange }: GenerateReportFormProps) {
  const [language, setLanguage] = useState<ReportLanguage>('en');
  const [reportWindow, setReportWindow] = useState<DateRange>(chartRange);
  useEffect(() => setReportWindow(chartRange), [chartRange.start, chartRange.end]);
  const busy = reports.generating !== null;
  const submit = (event: Event) => {
    event.preventDefault();
    if (!busy) void reports.generate(language, reportWindow);
  };
  return (
    <form class="generate-report" onSubmit={submit} data-testid="generate-report">
      <fieldset>
        <legend>Report window</legend>
        <div class="window-fields">
          <span class="field">
            <label for="report-start">First day</label>
            <input id="report-start" type="date" required value={reportWindow.start} onInput={(e) => setReportWindow({ ...reportWindow, start: e.currentTarget.value })} />
          </span>
          <span class="field">
            <label for="report-end">Last day</label>
            <input id="report-end" type="date" required value={reportWindow.end} onInput={(e) => setReportWindow({ ...reportWindow, end: e.currentTarget.value })} />
          </span>
        </div>
        <p class="hint">Starts as the chart’s dates.</p>
      </fieldset>
      <div class="inline-form">
        <span class="field">
          <label for="report-language">PDF language</label>
          <select id="report-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value as ReportLanguage)}>
            <option value="en">English</option>
            <option value="es">Spanish</option>
          </select>
        </span>
        {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the report is made. */}
        <button type="submit" aria-disabled={busy ? 'true' : undefined}>
          Generate report
        </button>
      </div>
    </form>
  );
}
