import type { AccountStatus, AccountWarning, Disconnector } from '../accounts/account-lifecycle';
import type { RiskLevel } from '../documents/document-risk';
import type { DocumentStatus } from '../documents/uploaded-document';
import type { WorkerRequest } from '../worker-requests/worker-request';

/** What a subscription may ask for (Palenca's webhook action names). */
export const WEBHOOK_ACTIONS = [
  'user.created',
  'user.deleted',
  'account.created',
  'account.connected',
  'account.requires_auth',
  'account.disconnected',
  'worker_request.created',
  'login.created',
  'login.success',
  'login.incomplete',
  'login.error',
  'login.failed_refresh',
  'earnings.updated',
  'profile.updated',
  'employment.created',
  'employment.updated',
  'report.ready',
  'report.failed',
  'document.processed',
] as const;

export type SubscribableAction = (typeof WEBHOOK_ACTIONS)[number];
/** `webhook.test` goes only to the subscription it was asked for. */
export type WebhookAction = SubscribableAction | 'webhook.test';

export const isSubscribableAction = (value: unknown): value is SubscribableAction =>
  typeof value === 'string' && (WEBHOOK_ACTIONS as readonly string[]).includes(value);

/** Something that happened in a company, as its subscriptions are told; fields that do not apply are null. */
export interface WebhookEvent {
  readonly id: string;
  readonly companyId: string;
  readonly action: WebhookAction;
  readonly occurredAt: Date;
  readonly userId: string | null;
  readonly externalId: string | null;
  readonly accountId: string | null;
  readonly platform: string | null;
  /** The account's status; for `document.processed`, the document's. */
  readonly status: AccountStatus | DocumentStatus | null;
  readonly statusDetails: string | null;
  readonly warning: AccountWarning | null;
  /** The report a `report.*` event is about; null for every other event. */
  readonly reportId: string | null;
  /** The document `document.processed` is about, and its risk level (null when unreadable); null for every other event. */
  readonly documentId: string | null;
  readonly riskLevel: RiskLevel | null;
  /** Who disconnected the account of `account.disconnected`; null for every other event. */
  readonly disconnectedBy: Disconnector | null;
  /** The request of `worker_request.created`; null for every other event. */
  readonly workerRequest: Pick<WorkerRequest, 'id' | 'type' | 'dueOn'> | null;
}
