import type { Repositories, UnitOfWork } from '@gig/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeOrmAccountDataRepository } from './typeorm.account-data.repository';
import { TypeOrmAccountRepository } from './typeorm.account.repository';
import { TypeOrmApiKeyRepository } from './typeorm.api-key.repository';
import { TypeOrmCompanyRepository } from './typeorm.company.repository';
import { TypeOrmEarningsRepository } from './typeorm.earnings.repository';
import { TypeOrmJobQueue } from './typeorm.job.queue';
import { TypeOrmLoginLimitStore } from './typeorm.login-limit.store';
import { TypeOrmUserRepository } from './typeorm.user.repository';
import { TypeOrmRefreshQueue } from './typeorm.refresh.queue';
import { TypeOrmWebhookDeliveryQueue } from './typeorm.webhook-delivery.queue';
import { TypeOrmWebhookOutbox } from './typeorm.webhook-outbox';
import { TypeOrmWebhookRepository } from './typeorm.webhook.repository';
import { TypeOrmWidgetRepository } from './typeorm.widget.repository';
import { TypeOrmConsentRepository } from './typeorm.consent.repository';
import { TypeOrmAccountDirectory } from './typeorm.account-directory';
import { TypeOrmUserDirectory } from './typeorm.user-directory';
import { TypeOrmAccountTimeline } from './typeorm.account-timeline';
import { TypeOrmMemberRepository } from './typeorm.member.repository';
import { TypeOrmMemberSessionStore } from './typeorm.member-session.store';
import { TypeOrmSignInAttemptStore } from './typeorm.member-sign-in.store';
import { TypeOrmReportRepository } from './typeorm.report.repository';
import { TypeOrmConnectTokenStore } from './typeorm.connect-token.store';
import { TypeOrmDocumentRepository } from './typeorm.document.repository';
import { TypeOrmWorkerRequestRepository } from './typeorm.worker-request.repository';
import { buildRepositories } from './typeorm-resource';
import { TYPEORM_RESOURCES } from './typeorm-resources';
import { TypeOrmConsentHistory } from './typeorm.consent-history';

export function typeOrmRepositories(manager: EntityManager): Repositories {
  return {
    companies: new TypeOrmCompanyRepository(manager),
    apiKeys: new TypeOrmApiKeyRepository(manager),
    users: new TypeOrmUserRepository(manager),
    accounts: new TypeOrmAccountRepository(manager),
    earnings: new TypeOrmEarningsRepository(manager),
    accountData: new TypeOrmAccountDataRepository(manager),
    jobs: new TypeOrmJobQueue(manager),
    loginLimits: new TypeOrmLoginLimitStore(manager),
    refreshes: new TypeOrmRefreshQueue(manager),
    webhooks: new TypeOrmWebhookRepository(manager),
    outbox: new TypeOrmWebhookOutbox(manager),
    webhookDeliveries: new TypeOrmWebhookDeliveryQueue(manager),
    widgets: new TypeOrmWidgetRepository(manager),
    consents: new TypeOrmConsentRepository(manager),
    accountDirectory: new TypeOrmAccountDirectory(manager),
    userDirectory: new TypeOrmUserDirectory(manager),
    accountTimeline: new TypeOrmAccountTimeline(manager),
    members: new TypeOrmMemberRepository(manager),
    memberSessions: new TypeOrmMemberSessionStore(manager),
    signInAttempts: new TypeOrmSignInAttemptStore(manager),
    reports: new TypeOrmReportRepository(manager),
    connectTokens: new TypeOrmConnectTokenStore(manager),
    documents: new TypeOrmDocumentRepository(manager),
    workerRequests: new TypeOrmWorkerRequestRepository(manager),
    consentHistory: new TypeOrmConsentHistory(manager),
    ...buildRepositories(TYPEORM_RESOURCES, manager),
  };
}

export class TypeOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(typeOrmRepositories(manager)));
  }
}
