import type { WebhookEvent } from '@gig/domain';

/** The body a receiver gets (Palenca's shape); fields that do not apply are null. */
export interface WebhookPayloadJson {
  readonly data: {
    readonly webhook_id: string;
    readonly webhook_action: string;
    readonly event_id: string;
    readonly occurred_at: string;
    readonly user_id: string | null;
    readonly external_id: string | null;
    readonly account_id: string | null;
    readonly platform: string | null;
    readonly status: string | null;
    readonly status_details: string | null;
    readonly warning: string | null;
    /** The report of `report.ready` and `report.failed`. */
    readonly report_id: string | null;
    /** The document of `document.processed`, and its risk level when readable. */
    readonly document_id: string | null;
    readonly risk_level: string | null;
    /** Who disconnected the account of `account.disconnected`. */
    readonly by: WebhookEvent['disconnectedBy'];
    /** The request of `worker_request.created`: its id, `deletion` or `objection`, and the day it is due. */
    readonly request_id: string | null;
    readonly type: 'deletion' | 'objection' | null;
    readonly due_on: string | null;
  };
}

export function presentWebhookPayload(event: WebhookEvent, webhookId: string): WebhookPayloadJson {
  return {
    data: {
      webhook_id: webhookId,
      webhook_action: event.action,
      event_id: event.id,
      occurred_at: event.occurredAt.toISOString(),
      user_id: event.userId,
      external_id: event.externalId,
      account_id: event.accountId,
      platform: event.platform,
      status: event.status,
      status_details: event.statusDetails,
      warning: event.warning,
      report_id: event.reportId,
      document_id: event.documentId,
      risk_level: event.riskLevel,
      by: event.disconnectedBy,
      request_id: event.workerRequest?.id ?? null,
      type: event.workerRequest?.type ?? null,
      due_on: event.workerRequest?.dueOn ?? null,
    },
  };
}

/** The bytes posted, and signed: the payload as one JSON string. */
export const serializeWebhookPayload = (event: WebhookEvent, webhookId: string): string => JSON.stringify(presentWebhookPayload(event, webhookId));
