import type { AccountStatus, AccountsSummary, AccountWarning, CalendarDate, Webhook, WorkerRequestCounts } from '@gig/domain';
import { presentWebhook, WebhookJson } from '../../public-api/webhooks/webhook.presenter';

export interface OverviewJson {
  readonly total_accounts: number;
  readonly accounts_by_status: Partial<Record<AccountStatus, number>>;
  readonly accounts_by_warning: Partial<Record<AccountWarning, number>>;
  readonly connections_per_day: { readonly date: CalendarDate; readonly created: number; readonly connected: number }[];
  readonly failing_webhooks: WebhookJson[];
  readonly high_risk_documents_30d: number;
  readonly worker_requests_pending: number;
  readonly worker_requests_overdue: number;
}

export function presentOverview(
  summary: AccountsSummary, failingWebhooks: readonly Webhook[], highRiskDocuments: number, workerRequests: WorkerRequestCounts,
): OverviewJson {
  return {
    total_accounts: summary.total,
    accounts_by_status: summary.byStatus,
    accounts_by_warning: summary.byWarning,
    connections_per_day: summary.connectionsPerDay.map(({ date, created, connected }) => ({ date, created, connected })),
    failing_webhooks: failingWebhooks.map(presentWebhook),
    high_risk_documents_30d: highRiskDocuments,
    worker_requests_pending: workerRequests.pending,
    worker_requests_overdue: workerRequests.overdue,
  };
}
