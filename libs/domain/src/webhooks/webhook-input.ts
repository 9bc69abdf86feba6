import { DomainError, FieldError } from '../errors/domain-error';
import type { Environment } from '../companies/company';
import { checkWebhookUrl, WebhookUrlPolicy } from './webhook-url';
import type { WebhookChanges } from './webhook';
import { isSubscribableAction, SubscribableAction, WEBHOOK_ACTIONS } from './webhook-event';

/**
 * A subscription's fields as a client gives them (create and update): absent keeps a field, null
 * clears it (only `events` and `connectFlowId` may be cleared).
 */
export interface WebhookInput {
  readonly url?: string | null;
  readonly name?: string | null;
  readonly events?: readonly string[] | null;
  readonly isSandbox?: boolean | null;
  readonly isActive?: boolean | null;
  readonly signRequest?: boolean | null;
  readonly connectFlowId?: string | null;
}

/** The limits of a subscription's fields. */
export const MAX_WEBHOOK_NAME_LENGTH = 100;
export const MAX_WEBHOOK_EVENTS = 50;
export const MAX_CONNECT_FLOW_ID_LENGTH = 255;

const FLAGS = ['signRequest', 'isActive', 'isSandbox'] as const;

/** The changes the given fields make, each checked; `bad_request` naming every bad field at once. */
export function readWebhookInput(input: WebhookInput, environment: Environment, policy: WebhookUrlPolicy): WebhookChanges {
  const errors: FieldError[] = [];
  const changes: { -readonly [K in keyof WebhookChanges]: WebhookChanges[K] } = {};
  const check = (read: () => void) => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push(...(error.errors ?? []));
    }
  };
  const { url } = input;
  if (url !== undefined) check(() => (changes.url = checkWebhookUrl(url, environment, policy)));
  if (input.name !== undefined) {
    const name = input.name;
    if (name === null || name.trim() === '' || name.length > MAX_WEBHOOK_NAME_LENGTH) {
      errors.push({ field: 'name', message: `name must be a non-empty string of at most ${MAX_WEBHOOK_NAME_LENGTH} characters` });
    }
    else changes.name = name.trim();
  }
  if (input.events !== undefined) check(() => (changes.events = readEvents(input.events ?? null)));
  if (input.connectFlowId !== undefined) {
    const id = input.connectFlowId;
    if (id !== null && (id.trim() === '' || id.length > MAX_CONNECT_FLOW_ID_LENGTH)) {
      errors.push({ field: 'connectFlowId', message: `connectFlowId must be null or a non-empty string of at most ${MAX_CONNECT_FLOW_ID_LENGTH} characters` });
    }
    else changes.widgetId = id;
  }
  for (const field of FLAGS) if (input[field] === null) errors.push({ field, message: `${field} must be true or false` });
  if (typeof input.signRequest === 'boolean') changes.signRequest = input.signRequest;
  if (typeof input.isActive === 'boolean') changes.isActive = input.isActive;
  if (typeof input.isSandbox === 'boolean' && input.isSandbox !== (environment === 'sandbox')) {
    errors.push({ field: 'isSandbox', message: `isSandbox must be ${environment === 'sandbox'}: this company's keys are ${environment} keys` });
  }
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return changes;
}

/** Null (every action), or a non-empty list of known actions, without repeats. */
function readEvents(value: readonly string[] | null): readonly SubscribableAction[] | null {
  if (value === null) return null;
  const message = `events must be null or a non-empty list of: ${WEBHOOK_ACTIONS.join(', ')}`;
  if (value.length === 0 || value.length > MAX_WEBHOOK_EVENTS) throw DomainError.badRequest(message, [{ field: 'events', message }]);
  const unknown = value.filter((action) => !isSubscribableAction(action));
  if (unknown.length > 0) {
    const text = `events: unknown action ${unknown.map((action) => JSON.stringify(action)).join(', ')}; ${message}`;
    throw DomainError.badRequest(text, [{ field: 'events', message: text }]);
  }
  return [...new Set(value as SubscribableAction[])];
}
