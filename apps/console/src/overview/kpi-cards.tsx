import type { Overview } from '../api/console-schemas';
import { Link } from '../router/link';
import { kpisOf } from './kpis';

export function KpiCards({ data }: { readonly data: Overview }) {
  return (
    <ul class="kpis" aria-label="Key figures">
      {kpisOf(data).map((kpi) => (
        <li key={kpi.id} class={kpi.value > 0 && (kpi.id === 'reconnect' || kpi.id === 'failing-webhooks' || kpi.id === 'high-risk-documents' || kpi.id === 'worker-requests') ? 'kpi kpi-alert' : 'kpi'}>
          <span class="kpi-label">{kpi.label}</span>
          <span class="kpi-value" data-testid={`kpi-${kpi.id}`}>
            {kpi.href ? <Link href={kpi.href} aria-label={`${kpi.value}: ${kpi.label}`}>{kpi.value}</Link> : kpi.value}
          </span>
          <span class="kpi-hint">{kpi.hint}</span>
        </li>
      ))}
    </ul>
  );
}
