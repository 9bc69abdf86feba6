import { ACCOUNT_STATUSES as PUBLIC_ACCOUNT_STATUSES } from '@gig/sdk/account-status';
import type { AccountStatus, AccountWarning, WebhookEventName } from './console-schemas';

/** Every member of a union, checked by the compiler against the public types: a new value fails typecheck here. */
const allOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): readonly T[] =>
    list;

export const ACCOUNT_STATUSES: readonly AccountStatus[] = PUBLIC_ACCOUNT_STATUSES;

export const ACCOUNT_WARNINGS = allOf<AccountWarning>()(['banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account', 'needs_auth']);

/** The public event names a subscription may ask for (the domain's WEBHOOK_ACTIONS). */
export const WEBHOOK_EVENT_NAMES = allOf<WebhookEventName>()([
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
]);

export const isAccountStatus = (value: string): value is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(value);
export const isAccountWarning = (value: string): value is AccountWarning => (ACCOUNT_WARNINGS as readonly string[]).includes(value);
