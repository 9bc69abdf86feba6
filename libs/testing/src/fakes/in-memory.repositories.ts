import { InMemoryConsentHistory } from './in-memory.consent-history';
import { forgetCopiesOf } from './in-memory.data-copy.repository';
import { buildFakes } from './fake-resource';
import { FAKE_RESOURCES } from './fake-resources';
import { forgetRequestsOf, InMemoryWorkerRequestRepository } from './in-memory.worker-request.repository';
import { InMemoryReportRepository } from './in-memory.report.repository';
import { InMemoryDocumentRepository } from './in-memory.document.repository';
import { InMemoryRefreshQueue } from './in-memory.refresh.queue';
import type {
  Company,
  CompanyPermissions,
  CompanyRepository,
  Repositories,
  UnitOfWork,
  User,
  UserRef,
  UserRepository,
} from '@gig/domain';
import { InMemoryAccountDataRepository } from './in-memory.account-data.repository';
import { InMemoryAccountRepository } from './in-memory.account.repository';
import { InMemoryEarningsRepository } from './in-memory.earnings.repository';
import { InMemoryJobQueue } from './in-memory.job.queue';
import { InMemoryLoginLimitStore } from './in-memory.login-limit.store';
import { copyStore, deleteAccountCascade, InMemoryStore } from './in-memory.store';
import { InMemoryWebhookDeliveryQueue } from './in-memory.webhook-delivery.queue';
import { InMemoryWebhookOutbox } from './in-memory.webhook-outbox';
import { InMemoryWebhookRepository } from './in-memory.webhook.repository';
import { InMemoryWidgetRepository } from './in-memory.widget.repository';
import { InMemoryConsentRepository } from './in-memory.consent.repository';
import { InMemoryApiKeyRepository } from './in-memory.api-key.repository';
import { InMemoryAccountDirectory } from './in-memory.account-directory';
import { InMemoryUserDirectory } from './in-memory.user-directory';
import { InMemoryAccountTimeline } from './in-memory.account-timeline';
import { InMemoryMemberRepository } from './in-memory.member.repository';
import { InMemoryMemberSessionStore } from './in-memory.member-session.store';
import { InMemorySignInAttemptStore } from './in-memory.member-sign-in.store';
import { InMemoryConnectTokenStore } from './in-memory.connect-token.store';

export { InMemoryStore } from './in-memory.store';
export type { StoredJob } from './in-memory.store';

class InMemoryCompanyRepository implements CompanyRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(company: Company) {
    this.store.companies.set(company.id, company);
  }
  async findById(id: string) {
    return this.store.companies.get(id) ?? null;
  }
  async setPermissions(id: string, permissions: CompanyPermissions) {
    const company = this.store.companies.get(id);
    if (!company) return null;
    const { rateLimitPerMinute, ...flags } = permissions;
    const updated: Company = { ...company, ...definedOnly(flags) };
    if (rateLimitPerMinute === null) delete (updated as { rateLimitPerMinute?: number }).rateLimitPerMinute;
    else if (rateLimitPerMinute !== undefined) (updated as { rateLimitPerMinute?: number }).rateLimitPerMinute = rateLimitPerMinute;
    this.store.companies.set(id, updated);
    return updated;
  }
  async count() {
    return this.store.companies.size;
  }
}

class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(user: User) {
    if (user.externalId !== null && (await this.findIncludingBlocked(user.companyId, { externalId: user.externalId }))) {
      throw new Error('duplicate external_id');
    }
    if (user.widgetId && this.store.widgets.get(user.widgetId)?.companyId !== user.companyId) throw new Error(`foreign key violation: no widget ${user.widgetId}`);
    this.store.users.set(user.id, user);
  }
  async findByRef(companyId: string, ref: UserRef) {
    const user = await this.findIncludingBlocked(companyId, ref);
    return user && !this.store.blockedUsers.has(user.id) ? user : null;
  }
  async findIncludingBlocked(companyId: string, ref: UserRef) {
    const match = (u: User) =>
      u.companyId === companyId && ('userId' in ref ? u.id === ref.userId : u.externalId === ref.externalId);
    return [...this.store.users.values()].find(match) ?? null;
  }
  /**
   * The user's accounts, consents and documents go with it, and the accounts' data with them. Its reports stay as
   * tombstones (SQL sets their user to NULL), which a live report may not be: revoke them first.
   */
  async delete(companyId: string, userId: string) {
    if (!(await this.findIncludingBlocked(companyId, { userId }))) return false;
    if ([...this.store.reports.values()].some((r) => r.userId === userId && r.validity === 'valid')) {
      throw new Error(`check violation: user ${userId} still has live reports`);
    }
    for (const [id, consent] of this.store.consents) if (consent.userId === userId) this.store.consents.delete(id);
    for (const [id, document] of this.store.documents) if (document.userId === userId) this.store.documents.delete(id);
    for (const account of [...this.store.accounts.values()]) {
      if (account.userId === userId) deleteAccountCascade(this.store, account.id);
    }
    forgetRequestsOf(this.store, userId);
    forgetCopiesOf(this.store, userId);
    this.store.users.delete(userId);
    return true;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function inMemoryRepositories(store = new InMemoryStore()): Repositories {
  return {
    companies: new InMemoryCompanyRepository(store),
    apiKeys: new InMemoryApiKeyRepository(store),
    users: new InMemoryUserRepository(store),
    accounts: new InMemoryAccountRepository(store),
    earnings: new InMemoryEarningsRepository(store),
    accountData: new InMemoryAccountDataRepository(store),
    jobs: new InMemoryJobQueue(store),
    loginLimits: new InMemoryLoginLimitStore(store),
    refreshes: new InMemoryRefreshQueue(store),
    webhooks: new InMemoryWebhookRepository(store),
    outbox: new InMemoryWebhookOutbox(store),
    webhookDeliveries: new InMemoryWebhookDeliveryQueue(store),
    widgets: new InMemoryWidgetRepository(store),
    consents: new InMemoryConsentRepository(store),
    accountDirectory: new InMemoryAccountDirectory(store),
    userDirectory: new InMemoryUserDirectory(store),
    accountTimeline: new InMemoryAccountTimeline(store),
    members: new InMemoryMemberRepository(store),
    memberSessions: new InMemoryMemberSessionStore(store),
    signInAttempts: new InMemorySignInAttemptStore(store),
    reports: new InMemoryReportRepository(store),
    documents: new InMemoryDocumentRepository(store),
    connectTokens: new InMemoryConnectTokenStore(store),
    workerRequests: new InMemoryWorkerRequestRepository(store),
    consentHistory: new InMemoryConsentHistory(store),
    ...buildFakes(FAKE_RESOURCES, store),
  };
}

/**
 * All-or-nothing over a copy of the store: the copy replaces the original only on success. Units run one after
 * the other, as if each locked what it touches: parallel units never lose each other's writes.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: InMemoryStore) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const result = this.turn.then(async () => {
      const draft = new InMemoryStore();
      copyStore(this.store, draft);
      const answer = await work(inMemoryRepositories(draft));
      copyStore(draft, this.store);
      return answer;
    });
    this.turn = result.catch(() => undefined);
    return result;
  }
}
