import { assertAccess, Principal } from '../auth/principal';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import type { Webhook } from './webhook';

/** The company's subscriptions that need attention: failing since some time, or turned off. Oldest first. */
export class ListFailingWebhooks {
  constructor(private readonly webhooks: Pick<WebhookRepository, 'list'>) {}

  async execute(principal: Principal): Promise<Webhook[]> {
    assertAccess(principal, 'manage');
    const all = await this.webhooks.list(principal.company.id);
    return all.filter((webhook) => webhook.failingSince !== null || !webhook.isActive);
  }
}
