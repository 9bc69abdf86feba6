import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { WebhookDeliveryDetail, WebhookDeliveryQueue } from '../ports/webhook-delivery-queue.port';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import { findCompanyWebhook } from './company-webhook';

/** One delivery of a subscription with every attempt made: when, how long, the answer's status and the start of its body. */
export class GetWebhookDelivery {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'find'>; deliveries: Pick<WebhookDeliveryQueue, 'find'> }) {}

  async execute(principal: Principal, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
    assertAccess(principal, 'manage');
    const webhook = await findCompanyWebhook(this.deps.webhooks, principal.company.id, webhookId);
    const delivery = await this.deps.deliveries.find(principal.company.id, webhook.id, deliveryId);
    if (!delivery) throw new DomainError('not_found_error', 'No delivery with that id for this webhook.');
    return delivery;
  }
}
