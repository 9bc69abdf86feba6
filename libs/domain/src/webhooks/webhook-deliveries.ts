import { findCompanyAccount } from '../accounts/company-account';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { pageOf, PageQuery } from '../paging/page-query';
import type { AccountRepository } from '../ports/account-repository.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { WebhookDelivery, WebhookDeliveryQueue } from '../ports/webhook-delivery-queue.port';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import { findCompanyWebhook } from './company-webhook';
import type { WebhookEvent } from './webhook-event';
import { testEvent } from './webhook-events';

export interface DeliveryPage {
  readonly webhookId: string;
  readonly deliveries: WebhookDelivery[];
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** A subscription's delivery log, newest first. */
export class ListWebhookDeliveries {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'find'>; deliveries: Pick<WebhookDeliveryQueue, 'list'> }) {}

  async execute(principal: Principal, webhookId: string, query: PageQuery = {}): Promise<DeliveryPage> {
    assertAccess(principal, 'manage');
    const { page, itemsPerPage } = pageOf(query);
    const webhook = await findCompanyWebhook(this.deps.webhooks, principal.company.id, webhookId);
    const { deliveries, total } = await this.deps.deliveries.list(principal.company.id, webhook.id, { page, itemsPerPage });
    return { webhookId: webhook.id, deliveries, page, itemsPerPage, totalItems: total, totalPages: Math.ceil(total / itemsPerPage) };
  }
}

/** Queues a `webhook.test` event for one subscription (active or not), through the same outbox as every event. */
export class SendTestWebhook {
  constructor(private readonly deps: { webhooks: Pick<WebhookRepository, 'find'>; unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(principal: Principal, webhookId: string): Promise<{ webhookId: string; event: WebhookEvent }> {
    assertAccess(principal, 'manage');
    const webhook = await findCompanyWebhook(this.deps.webhooks, principal.company.id, webhookId);
    const event = testEvent(principal.company.id, this.deps.clock.now());
    await this.deps.unitOfWork.run((tx) => tx.outbox.recordFor(event, webhook.id));
    return { webhookId: webhook.id, event };
  }
}

/** Sends the account's latest event again, from its first attempt, to every active subscription asking for it. */
export class ResendAccountWebhook {
  constructor(private readonly deps: { accounts: Pick<AccountRepository, 'findById'>; unitOfWork: UnitOfWork; clock: Clock }) {}

  async execute(principal: Principal, accountId: string): Promise<{ event: WebhookEvent; deliveries: number }> {
    assertAccess(principal, 'manage');
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    return this.deps.unitOfWork.run(async (tx) => {
      const event = await tx.outbox.latestForAccount(principal.company.id, account.id);
      if (!event) throw new DomainError('not_found_error', 'This account has no event to send yet.');
      return { event, deliveries: await tx.outbox.redeliver(event, this.deps.clock.now()) };
    });
  }
}
