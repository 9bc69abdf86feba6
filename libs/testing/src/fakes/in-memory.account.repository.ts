import {
  Account, AccountRepository, AccountState, AccountStatus, accountStatus, CalendarDate, canClaimLogin, canDisconnect, Disconnector, DomainError, isDisconnected,
  LoginClaim, STATE_VIAS, transition,
} from '@gig/domain';
import { deleteAccountCascade, InMemoryStore } from './in-memory.store';

export class InMemoryAccountRepository implements AccountRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(account: Account) {
    if (!this.store.users.has(account.userId) || !this.store.companies.has(account.companyId)) {
      throw new Error('foreign key violation: no such user or company');
    }
    if (this.store.accounts.has(account.id)) throw new Error('duplicate account id');
    if (await this.findByLogin(account.userId, account.platform, account.identifier)) {
      throw new DomainError('already_connected', `This user already has this ${account.platform} account.`);
    }
    this.store.accounts.set(account.id, { ...account });
  }

  async findById(companyId: string, accountId: string) {
    const account = this.store.accounts.get(accountId);
    return account && account.companyId === companyId && !this.store.blockedUsers.has(account.userId) ? account : null;
  }

  async findAnyById(accountId: string) {
    return this.store.accounts.get(accountId) ?? null;
  }

  async listByUser(companyId: string, userId: string) {
    return [...this.store.accounts.values()]
      .filter((a) => a.companyId === companyId && a.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  async findByLogin(userId: string, platform: string, identifier: string) {
    const match = (a: Account) => a.userId === userId && a.platform === platform && a.identifier === identifier;
    return [...this.store.accounts.values()].find(match) ?? null;
  }

  async setLastSuccessfulConnection(accountId: string, date: CalendarDate | null) {
    this.change(accountId, { lastSuccessfulConnection: date });
  }

  async updateState(accountId: string, state: AccountState, at: Date) {
    const { status, statusDetails, warning, nextStep, lastSuccessfulConnection } = state;
    const account = this.store.accounts.get(accountId);
    if (!account) return;
    this.change(accountId, {
      status: transition(account.status, status, STATE_VIAS),
      disconnectedBy: null,
      ...(isDisconnected(account.status) ? { refreshEnabled: true } : {}),
      statusDetails,
      warning,
      nextStep,
      updatedAt: new Date(at.getTime()),
      ...(lastSuccessfulConnection !== undefined ? { lastSuccessfulConnection } : {}),
    });
  }

  async scheduleRefresh(accountId: string, nextRefreshAt: Date | null, refreshedAt?: Date) {
    const account = this.store.accounts.get(accountId);
    if (account) this.store.accounts.set(accountId, { ...account, nextRefreshAt, ...(refreshedAt ? { lastRefreshedAt: refreshedAt } : {}) });
  }

  async setRefreshEnabled(companyId: string, accountId: string, enabled: boolean, nextRefreshAt: Date | null) {
    const account = await this.findById(companyId, accountId);
    if (!account) return null;
    const updated = { ...account, refreshEnabled: enabled, nextRefreshAt };
    this.store.accounts.set(accountId, updated);
    return updated;
  }

  async claimLogin(accountId: string, from: readonly AccountStatus[], claim: LoginClaim, staleBefore: Date) {
    const account = this.store.accounts.get(accountId);
    const held = this.store.loginClaims.get(accountId);
    if (!account || !canClaimLogin(account.status, from, held?.at ?? null, staleBefore)) return false;
    this.store.loginClaims.set(accountId, claim);
    return true;
  }

  async finishLogin(accountId: string, claim: LoginClaim, state: AccountState, at: Date) {
    if (this.store.loginClaims.get(accountId)?.token !== claim.token || !this.store.accounts.has(accountId)) return false;
    await this.updateState(accountId, state, at);
    this.store.loginClaims.delete(accountId);
    return true;
  }

  async releaseLogin(accountId: string, claim: LoginClaim, at: Date) {
    if (this.store.loginClaims.get(accountId)?.token !== claim.token || !this.store.accounts.has(accountId)) return false;
    this.store.loginClaims.delete(accountId);
    this.change(accountId, { updatedAt: new Date(at.getTime()) });
    return true;
  }

  async findSession(accountId: string) {
    return this.store.sessions.get(accountId) ?? null;
  }

  async saveSession(accountId: string, sealed: string | null) {
    if (!this.store.accounts.has(accountId)) return;
    if (sealed === null) this.store.sessions.delete(accountId);
    else this.store.sessions.set(accountId, sealed);
  }

  async disconnect(companyId: string, accountId: string, by: Disconnector, at: Date) {
    const account = this.store.accounts.get(accountId);
    if (!account || account.companyId !== companyId || !canDisconnect(account.status)) return null;
    for (const [id, job] of this.store.jobs) if (job.kind !== 'generate_report' && job.subjectId === accountId && job.status !== 'failed') this.store.jobs.delete(id);
    this.store.sessions.delete(accountId);
    this.store.loginClaims.delete(accountId);
    const disconnected: Account = {
      ...account, status: accountStatus.disconnected, disconnectedBy: by, statusDetails: null, warning: null, nextStep: null,
      refreshEnabled: false, nextRefreshAt: null, updatedAt: new Date(at.getTime()),
    };
    this.store.accounts.set(accountId, disconnected);
    return disconnected;
  }

  async delete(companyId: string, accountId: string) {
    if (this.store.accounts.get(accountId)?.companyId !== companyId) return false;
    deleteAccountCascade(this.store, accountId);
    return true;
  }

  /** Like an UPDATE: an unknown account changes nothing. */
  private change(accountId: string, changes: Partial<Account>): void {
    const account = this.store.accounts.get(accountId);
    if (account) this.store.accounts.set(accountId, { ...account, ...changes });
  }
}
