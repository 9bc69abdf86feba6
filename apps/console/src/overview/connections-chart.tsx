import { useMemo } from 'preact/hooks';
import type { ConnectionsDay } from '../api/console-schemas';
import { BarChart } from '../charts/bar-chart';
import { TableWrap } from '../ui/table-wrap';

/** Accounts created per day (UTC) and, of those, the ones connected: a chart and the same numbers in a table. */
export function ConnectionsChart({ days }: { readonly days: readonly ConnectionsDay[] }) {
  const labels = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () => [
      { label: 'Created', values: days.map((day) => day.created) },
      { label: 'Connected', values: days.map((day) => day.connected) },
    ],
    [days],
  );
  const active = days.filter((day) => day.created > 0 || day.connected > 0);
  return (
    <section aria-labelledby="connections-title">
      <h2 id="connections-title">Connections per day</h2>
      <BarChart labels={labels} series={series} description="Bar chart of accounts created and connected per day over the last 30 days; the numbers are in the table below." testId="connections-chart" emptyText="No account was created in the last 30 days." />
      {active.length > 0 && (
      <TableWrap>
        <table>
          <caption>Accounts created and connected per day (UTC; days with none left out)</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" class="num">Created</th>
              <th scope="col" class="num">Connected</th>
            </tr>
          </thead>
          <tbody>
            {active.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td class="num">{day.created}</td>
                <td class="num">{day.connected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      )}
    </section>
  );
}
