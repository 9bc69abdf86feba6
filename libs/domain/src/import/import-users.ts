import { accountEvent, userEvent } from '../webhooks/webhook-events';
import type { User } from '../users/user';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/account';
import { accountStatus, transition } from '../accounts/account-lifecycle';
import { DomainError } from '../errors/domain-error';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { Clock } from '../ports/clock.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { checkImportDocument, ImportAccount, ImportDocument, ImportDocumentDraft } from './import-document';

export interface ImportedUser {
  readonly externalId: string;
  readonly userId: string;
  readonly accounts: readonly ImportedAccount[];
}

export interface ImportedAccount {
  readonly platform: string;
  readonly identifier: string;
  readonly accountId: string;
}

/**
 * Loads users, accounts and earnings in one transaction. Idempotent: users are matched by
 * externalId, accounts by (platform, identifier), earnings replaced by (account, day).
 */
export class ImportUsers {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly platforms: PlatformRegistry,
  ) {}

  async execute(companyId: string, draft: ImportDocumentDraft): Promise<{ users: ImportedUser[] }> {
    const document: ImportDocument = checkImportDocument(draft, this.platforms);
    return this.unitOfWork.run(async (repos) => {
      if (!(await repos.companies.findById(companyId))) {
        throw new DomainError('not_found_error', `No company with id ${companyId}.`);
      }
      const users: ImportedUser[] = [];
      let accountsCreated = 0;
      for (const entry of document.users) {
        let user = await repos.users.findByRef(companyId, { externalId: entry.externalId });
        if (!user) {
          user = { id: randomUUID(), companyId, externalId: entry.externalId, widgetId: null, createdAt: this.clock.now() };
          await repos.users.create(user);
          await repos.outbox.record(userEvent('user.created', user, this.clock.now()));
        }
        const accounts: ImportedAccount[] = [];
        for (const source of entry.accounts) {
          const account = await this.upsertAccount(repos, companyId, user, source, accountsCreated++);
          accounts.push({ platform: account.platform, identifier: account.identifier, accountId: account.id });
        }
        users.push({ externalId: entry.externalId, userId: user.id, accounts });
      }
      return { users };
    });
  }

  /** New accounts are stamped a millisecond apart, so that listings keep the document's order. */
  private async upsertAccount(repos: Repositories, companyId: string, user: User, source: ImportAccount, sequence: number) {
    const userId = user.id;
    let account: Account | null = await repos.accounts.findByLogin(userId, source.platform, source.identifier);
    if (!account) {
      const createdAt = new Date(this.clock.now().getTime() + sequence);
      const synced = source.lastSuccessfulConnection !== null;
      account = {
        id: randomUUID(),
        companyId,
        userId,
        platform: source.platform,
        country: source.country,
        identifier: source.identifier,
        status: transition(null, synced ? accountStatus.success : accountStatus.pending, 'import'),
        statusDetails: null,
        warning: null,
        nextStep: synced ? null : (this.platforms.find(source.platform)?.loginMethods[0] ?? null),
        lastSuccessfulConnection: source.lastSuccessfulConnection,
        refreshEnabled: true,
        lastRefreshedAt: null,
        nextRefreshAt: null,
        source: 'connection', disconnectedBy: null,
        createdAt,
        updatedAt: createdAt,
      };
      await repos.accounts.create(account);
      await repos.outbox.record(accountEvent('account.created', account, account, user.externalId, this.clock.now()));
    } else {
      await repos.accounts.setLastSuccessfulConnection(account.id, source.lastSuccessfulConnection);
    }
    const accountId = account.id;
    const changed = await repos.earnings.upsert(source.earnings.map((earning) => ({ accountId, ...earning })));
    if (changed > 0) await repos.outbox.record(accountEvent('earnings.updated', account, account, user.externalId, this.clock.now()));
    return account;
  }
}
