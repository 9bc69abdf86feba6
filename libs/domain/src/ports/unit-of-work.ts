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
import type { AccountDirectory } from './account-directory';
import type { UserDirectory } from './user-directory';
import type { AccountTimeline } from './account-timeline';
import type { MemberRepository } from './member.repository';
import type { MemberSessionStore } from './member-session.store';
import type { SignInAttemptStore } from './sign-in-attempt.store';
import type { ReportRepository } from './report.repository';
import type { ConnectTokenStore } from './connect-token.store';

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
  readonly accountDirectory: AccountDirectory;
  readonly userDirectory: UserDirectory;
  readonly accountTimeline: AccountTimeline;
  readonly members: MemberRepository;
  readonly memberSessions: MemberSessionStore;
  readonly signInAttempts: SignInAttemptStore;
  readonly reports: ReportRepository;
  readonly connectTokens: ConnectTokenStore;
}

/** Runs work all-or-nothing: repositories handed to `work` share one transaction. */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
