import { DomainError, FieldError } from '../errors/domain-error';
import type { Environment } from '../companies/company';
import { checkWebhookUrl, WebhookUrlPolicy } from './webhook-url';
import type { WebhookChanges } from './webhook';
import { isSubscribableAction, SubscribableAction, WEBHOOK_ACTIONS } from './webhook-event';

/** A subscription's fields as a client sends them (create and update). */
export interface WebhookInput {
  readonly url?: unknown;
  readonly name?: unknown;
  readonly events?: unknown;
  readonly isSandbox?: unknown;
  readonly isActive?: unknown;
  readonly signRequest?: unknown;
  readonly connectFlowId?: unknown;
}

const given = (value: unknown) => value !== undefined;

/** The changes the given fields make, each checked; `bad_request` naming every bad field at once. */
export function readWebhookInput(input: WebhookInput, environment: Environment, policy: WebhookUrlPolicy): WebhookChanges {
  const errors: FieldError[] = [];
  const changes: { -readonly [K in keyof WebhookChanges]: WebhookChanges[K] } = {};
  const check = (field: string, read: () => void) => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push(...(error.errors ?? [{ field, message: error.message }]));
    }
  };
  if (given(input.url)) check('url', () => (changes.url = checkWebhookUrl(input.url, environment, policy)));
  if (given(input.name)) {
    if (typeof input.name !== 'string' || input.name.trim() === '' || input.name.length > 100) errors.push({ field: 'name', message: 'name must be a non-empty string of at most 100 characters' });
    else changes.name = input.name.trim();
  }
  if (given(input.events)) check('events', () => (changes.events = readEvents(input.events)));
  if (given(input.connectFlowId)) {
    const id = input.connectFlowId;
    if (id !== null && (typeof id !== 'string' || id.trim() === '' || id.length > 255)) errors.push({ field: 'connect_flow_id', message: 'connect_flow_id must be null or a non-empty string of at most 255 characters' });
    else changes.widgetId = id;
  }
  for (const [key, field] of [['signRequest', 'sign_request'], ['isActive', 'is_active'], ['isSandbox', 'is_sandbox']] as const) {
    if (given(input[key]) && typeof input[key] !== 'boolean') errors.push({ field, message: `${field} must be true or false` });
  }
  if (typeof input.signRequest === 'boolean') changes.signRequest = input.signRequest;
  if (typeof input.isActive === 'boolean') changes.isActive = input.isActive;
  if (typeof input.isSandbox === 'boolean' && input.isSandbox !== (environment === 'sandbox')) {
    errors.push({ field: 'is_sandbox', message: `is_sandbox must be ${environment === 'sandbox'}: this company's keys are ${environment} keys` });
  }
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return changes;
}

/** Null (every action), or a non-empty list of known actions, without repeats. */
function readEvents(value: unknown): readonly SubscribableAction[] | null {
  if (value === null) return null;
  const message = `events must be null or a non-empty list of: ${WEBHOOK_ACTIONS.join(', ')}`;
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) throw DomainError.badRequest(message, [{ field: 'events', message }]);
  const unknown = value.filter((action) => !isSubscribableAction(action));
  if (unknown.length > 0) {
    const text = `events: unknown action ${unknown.map((action) => JSON.stringify(action)).join(', ')}; ${message}`;
    throw DomainError.badRequest(text, [{ field: 'events', message: text }]);
  }
  return [...new Set(value as SubscribableAction[])];
}
