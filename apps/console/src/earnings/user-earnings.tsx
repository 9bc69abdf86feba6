import { useEffect, useMemo, useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import { useSession } from '../app/session-context';
import { BarChart } from '../charts/bar-chart';
import { ErrorMessage, Loading } from '../ui/status';
import { useResource } from '../ui/use-resource';
import type { DateRange } from './date-range';
import { EarningsTable } from './earnings-table';
import { buildEarningsSeries, convertedToUsd, platformLabel } from './earnings-series';

interface UserEarningsProps {
  readonly userId: string;
  /** The dates shown (the page keeps them: the report panel's window starts from them). */
  readonly range: DateRange;
  readonly onRange: (range: DateRange) => void;
}

/** A date range form and the user's daily earnings stacked by platform, exactly the public aggregated read. */
export function UserEarnings({ userId, range, onRange }: UserEarningsProps) {
  const { client } = useSession();
  const [draft, setDraft] = useState<DateRange>(range);
  useEffect(() => setDraft(range), [range.start, range.end]);
  const body = { user_id: userId, start_date: range.start, end_date: range.end, options: { details: true } };
  const earnings = useResource(() => unwrap(client.v1.POST('/v1/users/earnings/aggregated', { body })), `${userId}|${range.start}|${range.end}`);
  const series = useMemo(() => (earnings.data ? buildEarningsSeries(earnings.data) : null), [earnings.data]);
  const chartSeries = useMemo(() => series?.datasets.map((dataset) => ({ label: platformLabel(dataset.platform), values: dataset.amounts })) ?? [], [series]);
  const submit = (event: Event) => {
    event.preventDefault();
    onRange(draft);
  };
  return (
    <section aria-labelledby="earnings-title">
      <h2 id="earnings-title">Earnings</h2>
      <form class="inline-form" onSubmit={submit}>
        <label for="earnings-start">From</label>
        <input id="earnings-start" type="date" required value={draft.start} onInput={(e) => setDraft({ ...draft, start: e.currentTarget.value })} />
        <label for="earnings-end">To</label>
        <input id="earnings-end" type="date" required value={draft.end} onInput={(e) => setDraft({ ...draft, end: e.currentTarget.value })} />
        <button type="submit">Show earnings</button>
      </form>
      <ErrorMessage error={earnings.error} />
      {earnings.loading && <Loading />}
      {earnings.data && series && (
        <>
          <p aria-live="polite">
            {range.start} to {range.end}: {series.dates.length} {series.dates.length === 1 ? 'day' : 'days'} with earnings on {earnings.data.platforms_count}{' '}
            {earnings.data.platforms_count === 1 ? 'platform' : 'platforms'}.
          </p>
          {convertedToUsd(earnings.data) && (
            <p class="note" data-testid="currency-note">
              Note: on days marked USD, the amounts of several currencies were converted to US dollars and added up.
            </p>
          )}
          <BarChart
            labels={series.dates}
            series={chartSeries}
            stacked
            description="Stacked bar chart of daily earnings by platform; the numbers are in the table below."
            testId="earnings-chart"
            dataSeries={JSON.stringify(series)}
            emptyText="No earnings in these dates. Choose other dates above."
          />
          {series.dates.length > 0 && (
            <details class="daily" data-testid="daily-earnings">
              <summary>
                Daily amounts ({series.dates.length} {series.dates.length === 1 ? 'day' : 'days'})
              </summary>
              <EarningsTable series={series} earnings={earnings.data.earnings} />
            </details>
          )}
        </>
      )}
    </section>
  );
}
