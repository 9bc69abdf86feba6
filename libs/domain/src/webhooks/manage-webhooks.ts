import { assertAccess, Principal } from '../auth/principal';
import type { WebhookRepository } from '../ports/webhook-repository.port';
import { findCompanyWebhook, webhookNotFound, WebhookWithSecret } from './company-webhook';
import type { WebhookDeps } from './create-webhook';
import type { Webhook } from './webhook';
import { readWebhookInput, WebhookInput } from './webhook-input';
import { newWebhookSecret } from './webhook-secret';

/** The company's subscriptions, oldest first. */
export class ListWebhooks {
  constructor(private readonly webhooks: Pick<WebhookRepository, 'list'>) {}

  execute(principal: Principal): Promise<Webhook[]> {
    assertAccess(principal, 'manage');
    return this.webhooks.list(principal.company.id);
  }
}

export class GetWebhook {
  constructor(private readonly webhooks: Pick<WebhookRepository, 'find'>) {}

  execute(principal: Principal, webhookId: string): Promise<Webhook> {
    assertAccess(principal, 'manage');
    return findCompanyWebhook(this.webhooks, principal.company.id, webhookId);
  }
}

/** Changes the fields given (PUT takes any subset); turning a subscription back on clears its failure streak. */
export class UpdateWebhook {
  constructor(private readonly deps: WebhookDeps) {}

  async execute(principal: Principal, webhookId: string, input: WebhookInput): Promise<Webhook> {
    assertAccess(principal, 'manage');
    const { company } = principal;
    const found = await findCompanyWebhook(this.deps.webhooks, company.id, webhookId);
    const changes = readWebhookInput(input, company.environment, this.deps.urlPolicy);
    const updated = await this.deps.webhooks.update(company.id, found.id, changes, this.deps.clock.now());
    if (!updated) throw webhookNotFound();
    return updated;
  }
}

/** Removes a subscription and its delivery log; returns its id. */
export class DeleteWebhook {
  constructor(private readonly webhooks: Pick<WebhookRepository, 'find' | 'delete'>) {}

  async execute(principal: Principal, webhookId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const found = await findCompanyWebhook(this.webhooks, principal.company.id, webhookId);
    if (!(await this.webhooks.delete(principal.company.id, found.id))) throw webhookNotFound();
    return found.id;
  }
}

/** A new signing secret, in force for every delivery attempted from now on; shown once, in the answer. */
export class RotateWebhookSecret {
  constructor(private readonly deps: WebhookDeps) {}

  async execute(principal: Principal, webhookId: string): Promise<WebhookWithSecret> {
    assertAccess(principal, 'manage');
    const found = await findCompanyWebhook(this.deps.webhooks, principal.company.id, webhookId);
    const secret = newWebhookSecret();
    const webhook = await this.deps.webhooks.update(principal.company.id, found.id, { sealedSecret: this.deps.secrets.seal(secret) }, this.deps.clock.now());
    if (!webhook) throw webhookNotFound();
    return { webhook, secret };
  }
}
