import { DomainError } from '../errors/domain-error';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import { isUuid } from '../users/user-ref';
import type { Webhook } from './webhook';

export const webhookNotFound = () => new DomainError('not_found_error', 'No webhook with that id in your company.');

/** The company's subscription with that id; another company's is as absent as a missing one. */
export async function findCompanyWebhook(webhooks: Pick<WebhookRepository, 'find'>, companyId: string, webhookId: string): Promise<Webhook> {
  const webhook = isUuid(webhookId) ? await webhooks.find(companyId, webhookId.toLowerCase()) : null;
  if (!webhook) throw webhookNotFound();
  return webhook;
}

/** A subscription with its signing secret in clear: only in the answers of creation and rotation. */
export interface WebhookWithSecret {
  readonly webhook: Webhook;
  readonly secret: string;
}
