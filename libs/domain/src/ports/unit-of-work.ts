import type { JobQueue } from './job.queue';
import type { LoginLimitStore } from './login-limit.store';
import type { AccountDataRepository } from './account-data.repository';
import type { AccountRepository } from './account.repository';
import type { ApiKeyRepository } from './api-key.repository';
import type { CompanyRepository } from './company.repository';
import type { EarningsRepository } from './earnings.repository';
import type { UserRepository } from './user.repository';
import type { RefreshQueue } from './refresh.queue';
import type { WebhookDeliveryQueue } from './webhook-delivery.queue';
import type { WebhookOutbox } from './webhook-outbox';
import type { WebhookRepository } from './webhook.repository';
import type { WidgetRepository } from './widget.repository';
import type { ConsentRepository } from './consent.repository';

/** Every repository, bound to one store (or to one transaction of it). */
export interface Repositories {
  readonly companies: CompanyRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly users: UserRepository;
  readonly accounts: AccountRepository;
  readonly earnings: EarningsRepository;
  readonly accountData: AccountDataRepository;
  readonly jobs: JobQueue;
  readonly loginLimits: LoginLimitStore;
  readonly refreshes: RefreshQueue;
  readonly webhooks: WebhookRepository;
  readonly outbox: WebhookOutbox;
  readonly webhookDeliveries: WebhookDeliveryQueue;
  readonly widgets: WidgetRepository;
  readonly consents: ConsentRepository;
}

/** Runs work all-or-nothing: repositories handed to `work` share one transaction. */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
