import type { AggregatedEarnings } from '../api/console-schemas';
import { formatAmount, formatMoney } from '../ui/format';
import { platformLabel, type EarningsSeries } from './earnings-series';
import { DataTable } from '../ui/data-table';

interface EarningsTableProps {
  readonly series: EarningsSeries;
  readonly earnings: AggregatedEarnings['earnings'];
}

/** The chart's numbers (under a closed disclosure, so the page stays short): one row per day, one column per platform, and the day's total as the API gave it. */
export function EarningsTable({ series, earnings }: EarningsTableProps) {
  const byDate = new Map(earnings.map((day) => [day.earning_date, day]));
  return (
    <DataTable
      caption="Daily earnings by platform"
      columns={['Date', ...series.datasets.map((dataset) => ({ label: platformLabel(dataset.platform), numeric: true as const })), { label: 'Total', numeric: true }]}
      testId="earnings-table"
    >
      {series.dates.map((date, index) => {
        const day = byDate.get(date);
        return (
          <tr key={date}>
            <th scope="row">{date}</th>
            {series.datasets.map((dataset) => (
              <td class="num" key={dataset.platform}>
                {formatAmount(dataset.amounts[index])}
              </td>
            ))}
            <td class="num">{day ? formatMoney(day.amount, day.currency) : '—'}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
