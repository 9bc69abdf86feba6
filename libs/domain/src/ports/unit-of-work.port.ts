import type { JobQueue } from './job-queue.port';
import type { LoginLimitStore } from './login-limit-store.port';
import type { AccountDataRepository } from './account-data-repository.port';
import type { AccountRepository } from './account-repository.port';
import type { ApiKeyRepository } from './api-key-repository.port';
import type { CompanyRepository } from './company-repository.port';
import type { EarningsRepository } from './earnings-repository.port';
import type { UserRepository } from './user-repository.port';
import type { RefreshQueue } from './refresh-queue.port';
import type { WebhookDeliveryQueue } from './webhook-delivery-queue.port';
import type { WebhookOutbox } from './webhook-outbox.port';
import type { WebhookRepository } from './webhook-repository.port';
import type { WidgetRepository } from './widget-repository.port';
import type { ConsentRepository } from './consent-repository.port';
import type { AccountDirectory } from './account-directory.port';
import type { UserDirectory } from './user-directory.port';
import type { AccountTimeline } from './account-timeline.port';
import type { MemberRepository } from './member-repository.port';
import type { MemberSessionStore } from './member-session-store.port';
import type { SignInAttemptStore } from './sign-in-attempt-store.port';
import type { ReportRepository } from './report-repository.port';
import type { ConnectTokenStore } from './connect-token-store.port';
import type { DocumentRepository } from './document-repository.port';
import type { ConsentHistory } from './consent-history.port';
import type { WorkerRequestRepository } from './worker-request-repository.port';

/**
 * Every repository, bound to one store (or to one transaction of it). A resource adds its own from its port file
 * (`declare module './unit-of-work.port' { interface Repositories { readonly notes: NoteRepository } }`), and
 * registers its fake (`@gig/testing`'s `FAKE_RESOURCES`) and its TypeORM adapter (`@gig/persistence`'s
 * `TYPEORM_RESOURCES`); both lists are checked to build every member.
 */
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
  readonly documents: DocumentRepository;
  readonly workerRequests: WorkerRequestRepository;
  readonly consentHistory: ConsentHistory;
}

/** Runs work all-or-nothing: repositories handed to `work` share one transaction. */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
