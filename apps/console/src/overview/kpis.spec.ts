import type { Overview } from '../api/console-schemas';
import { kpisOf } from './kpis';

const overview: Overview = {
  total_accounts: 7,
  accounts_by_status: { success: 4, requires_auth: 2, pending: 1 },
  accounts_by_warning: { banned: 1, needs_auth: 2 },
  connections_per_day: [
    { date: '2026-11-24', created: 2, connected: 1 },
    { date: '2026-11-25', created: 0, connected: 0 },
    { date: '2026-11-26', created: 3, connected: 2 },
  ],
  failing_webhooks: [],
  high_risk_documents_30d: 2,
  worker_requests_pending: 3,
  worker_requests_overdue: 1,
};

describe('kpisOf', () => {
  it('reads the seven figures from the one overview answer', () => {
    expect(Object.fromEntries(kpisOf(overview).map((kpi) => [kpi.id, kpi.value]))).toEqual({
      connected: 4,
      'connected-30d': 3,
      warning: 3,
      reconnect: 2,
      'failing-webhooks': 0,
      'high-risk-documents': 2,
      'worker-requests': 3,
    });
  });

  it('links a figure to the accounts it counts', () => {
    expect(kpisOf(overview).find((kpi) => kpi.id === 'reconnect')?.href).toBe('/console/accounts?status=requires_auth');
    expect(kpisOf(overview).find((kpi) => kpi.id === 'worker-requests')).toMatchObject({ href: '/console/worker-requests', hint: '1 overdue (past the due day)' });
  });

  it('counts zero for what the overview leaves out', () => {
    const empty = kpisOf({ ...overview, accounts_by_status: {}, accounts_by_warning: {}, connections_per_day: [], high_risk_documents_30d: 0, worker_requests_pending: 0 });
    expect(empty.map((kpi) => kpi.value)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
