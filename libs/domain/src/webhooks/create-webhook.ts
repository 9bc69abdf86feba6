import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import type { WebhookWithSecret } from './company-webhook';
import type { Webhook } from './webhook';
import { readWebhookInput, WebhookInput } from './webhook-input';
import { newWebhookSecret } from './webhook-secret';
import type { WebhookUrlPolicy } from './webhook-url';

/** Enough for a receiver per environment and product; a hostile key cannot fan events out without end. */
export const MAX_WEBHOOKS_PER_COMPANY = 20;

export interface WebhookDeps {
  readonly webhooks: WebhookRepository;
  readonly secrets: SecretBox;
  readonly clock: Clock;
  readonly urlPolicy: WebhookUrlPolicy;
}

/** Subscribes a receiver to the company's events; its signing secret is shown once, in the answer. */
export class CreateWebhook {
  constructor(private readonly deps: WebhookDeps) {}

  async execute(principal: Principal, input: WebhookInput): Promise<WebhookWithSecret> {
    assertAccess(principal, 'manage');
    const { company } = principal;
    const missing = (['url', 'name'] as const).filter((field) => input[field] === undefined || input[field] === null);
    if (missing.length > 0) throw DomainError.badRequest(`Missing ${missing.join(', ')}.`, missing.map((field) => ({ field, message: `${field} is required` })));
    const changes = readWebhookInput(input, company.environment, this.deps.urlPolicy);
    const secret = newWebhookSecret();
    const now = this.deps.clock.now();
    const webhook: Webhook = {
      id: randomUUID(),
      companyId: company.id,
      url: changes.url as string,
      name: changes.name as string,
      events: changes.events ?? null,
      widgetId: changes.widgetId ?? null,
      isSandbox: company.environment === 'sandbox',
      isActive: changes.isActive ?? true,
      signRequest: changes.signRequest ?? true,
      sealedSecret: this.deps.secrets.seal(secret),
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.deps.webhooks.createWithin(webhook, MAX_WEBHOOKS_PER_COMPANY))) {
      throw DomainError.badRequest(`A company may have at most ${MAX_WEBHOOKS_PER_COMPANY} webhooks; delete one first.`);
    }
    return { webhook, secret };
  }
}
