import { accountStatus } from '@gig/sdk/account-status';
import type { Overview } from '../api/console-schemas';
import { accountFiltersQuery } from '../accounts/account-filters';
import { pathTo } from '../router/routes';

export interface Kpi {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly href?: string;
  readonly hint: string;
}

/** The numbers a member checks first, each read from the one overview answer. */
export function kpisOf(data: Overview): readonly Kpi[] {
  const sum = (values: readonly (number | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
  return [
    { id: 'connected', label: 'Accounts connected', value: data.accounts_by_status.success ?? 0, href: pathTo.accounts(accountFiltersQuery({ status: accountStatus.success })), hint: `of ${data.total_accounts} in total` },
    { id: 'connected-30d', label: 'Connected in the last 30 days', value: sum(data.connections_per_day.map((day) => day.connected)), hint: 'accounts created since then and connected' },
    { id: 'warning', label: 'With a warning', value: sum(Object.values(data.accounts_by_warning)), hint: 'banned, not registered…' },
    { id: 'reconnect', label: 'Needing reconnection', value: data.accounts_by_status.requires_auth ?? 0, href: pathTo.accounts(accountFiltersQuery({ status: accountStatus.requiresAuth })), hint: 'the worker must log in again' },
    { id: 'failing-webhooks', label: 'Failing webhooks', value: data.failing_webhooks.length, href: pathTo.webhooks(), hint: 'failing or turned off' },
    { id: 'high-risk-documents', label: 'High-risk documents', value: data.high_risk_documents_30d, hint: 'constancias uploaded in the last 30 days' },
    { id: 'worker-requests', label: 'Worker requests pending', value: data.worker_requests_pending, href: pathTo.workerRequests(), hint: `${data.worker_requests_overdue} overdue (past the due day)` },
  ];
}
