import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { WebhookDeliveryQueue } from '../ports/webhook-delivery-queue.port';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import { findCompanyWebhook } from './company-webhook';

/** Queues one delivery of a subscription again, from its first attempt; the dispatchers send it as any other. */
export class ResendWebhookDelivery {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'find'>; deliveries: Pick<WebhookDeliveryQueue, 'resend'>; clock: Clock }) {}

  async execute(principal: Principal, webhookId: string, deliveryId: string): Promise<void> {
    assertAccess(principal, 'manage');
    const webhook = await findCompanyWebhook(this.deps.webhooks, principal.company.id, webhookId);
    if (!(await this.deps.deliveries.resend(principal.company.id, webhook.id, deliveryId, this.deps.clock.now()))) {
      throw new DomainError('not_found_error', 'No delivery with that id for this webhook.');
    }
  }
}
