import { randomUUID } from 'node:crypto';
import type { Account, AccountState } from '../accounts/account';
import { accountStatus } from '../accounts/account-lifecycle';
import type { UploadedDocument } from '../documents/uploaded-document';
import type { Report } from '../reports/report';
import type { User } from '../users/user';
import type { WorkerRequest } from '../worker-requests/worker-request';
import type { WebhookAction, WebhookEvent } from './webhook-event';

const NO_ACCOUNT = {
  accountId: null, platform: null, status: null, statusDetails: null, warning: null, reportId: null, documentId: null, riskLevel: null, disconnectedBy: null,
  workerRequest: null,
} as const;

/** An event about a user (created, deleted). */
export const userEvent = (action: 'user.created' | 'user.deleted', user: User, at: Date): WebhookEvent => ({
  id: randomUUID(), companyId: user.companyId, action, occurredAt: at, userId: user.id, externalId: user.externalId, ...NO_ACCOUNT,
});

/** An event about an account, showing the state it is in after the change. */
export const accountEvent = (action: WebhookAction, account: Account, state: AccountState, externalId: string | null, at: Date): WebhookEvent => ({
  id: randomUUID(),
  companyId: account.companyId,
  action,
  occurredAt: at,
  userId: account.userId,
  externalId,
  accountId: account.id,
  platform: account.platform,
  status: state.status,
  statusDetails: state.statusDetails,
  warning: state.warning,
  reportId: null,
  documentId: null,
  riskLevel: null,
  disconnectedBy: null,
  workerRequest: null,
});

/** `account.disconnected`: the account as it is now, and who disconnected it. */
export const disconnectedEvent = (account: Account, externalId: string | null, at: Date): WebhookEvent => ({
  ...accountEvent('account.disconnected', account, account, externalId, at),
  disconnectedBy: account.disconnectedBy,
});

/** A report's outcome (`report.ready`, `report.failed`), naming its user. */
export const reportEvent = (report: Report, at: Date): WebhookEvent => ({
  id: randomUUID(),
  companyId: report.companyId,
  action: report.status === 'ready' ? 'report.ready' : 'report.failed',
  occurredAt: at,
  userId: report.userId,
  externalId: report.externalId,
  ...NO_ACCOUNT,
  statusDetails: report.statusDetails,
  reportId: report.id,
});

/** A document examined on upload (`document.processed`): its status and, when readable, its risk level. */
export const documentEvent = (document: UploadedDocument, externalId: string | null): WebhookEvent => ({
  id: randomUUID(),
  companyId: document.companyId,
  action: 'document.processed',
  occurredAt: document.uploadedAt,
  userId: document.userId,
  externalId,
  ...NO_ACCOUNT,
  status: document.status,
  documentId: document.id,
  riskLevel: document.risk?.level ?? null,
});

/** `worker_request.created`: a worker asked the company to delete their data or objected to automated evaluation. */
export const workerRequestEvent = (request: WorkerRequest, at: Date): WebhookEvent => ({
  id: randomUUID(), companyId: request.companyId, action: 'worker_request.created', occurredAt: at, userId: request.userId, externalId: request.externalId,
  ...NO_ACCOUNT, workerRequest: { id: request.id, type: request.type, dueOn: request.dueOn },
});

/** The event `POST /v1/webhooks/{id}/test` sends. */
export const testEvent = (companyId: string, at: Date): WebhookEvent => ({
  id: randomUUID(), companyId, action: 'webhook.test', occurredAt: at, userId: null, externalId: null, ...NO_ACCOUNT,
});

/** What a failed login step announces: the worker must act, or a technical failure. */
export const failedLoginAction = (state: AccountState): 'login.incomplete' | 'login.error' =>
  state.status === accountStatus.incomplete ? 'login.incomplete' : 'login.error';
