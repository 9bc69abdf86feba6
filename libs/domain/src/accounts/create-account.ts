import { randomUUID } from 'node:crypto';
import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { normaliseIdentifier } from '../platforms/identifier';
import { isUuid } from '../users/user-ref';
import type { Account } from './account';
import type { AccountRepository } from '../ports/account-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import { accountEvent } from '../webhooks/webhook-events';
import { accountStatus, isConnected, LOG_IN_FROM, transition } from './account-lifecycle';
import { claimLogin } from './login-claim';
import { limitedLoginCall, LoginStepDeps, notFound, recordProgress } from './login-step';

export interface CreateAccountDeps extends LoginStepDeps {
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly accounts: Pick<AccountRepository, 'findByLogin' | 'findAnyById' | 'claimLogin' | 'finishLogin' | 'releaseLogin'>;
}

/** A login to start; each field is required (absent, null or empty: named as missing). */
export interface CreateAccountInput {
  readonly identifier?: string | null;
  readonly platform?: string | null;
  readonly country?: string | null;
  readonly userId?: string | null;
}

const FIELDS = ['identifier', 'platform', 'country', 'userId'] as const;

/**
 * Spec 4.2 (Before Login): the platform accepts the identifier and says what it needs next.
 * A failure leaves no account behind. An account whose earlier login failed, or whose session ended
 * (`requires_auth`), is reused: a reconnection keeps its id and its history.
 * `account.created` (a new account) and `login.created` are written in the transaction of the change.
 */
export class CreateAccount {
  constructor(private readonly deps: CreateAccountDeps) {}

  async execute(principal: Principal, input: CreateAccountInput): Promise<Account> {
    assertAccess(principal, 'connect');
    const missing = FIELDS.filter((field) => !input[field]);
    if (missing.length > 0) {
      throw DomainError.badRequest(`Missing ${missing.join(', ')}.`, missing.map((field) => ({ field, message: `${field} is required` })));
    }
    const given = input as Required<{ [K in keyof CreateAccountInput]: string }>;
    const platform = this.deps.platforms.offeredIn(given.platform, given.country);
    if (!isUuid(given.userId)) throw DomainError.badRequest('userId must be a UUID.', [{ field: 'userId', message: 'must be a UUID' }]);
    const identifier = normaliseIdentifier(platform.identifierKind, given.identifier);
    const companyId = principal.company.id;
    const { users, accounts, clock } = this.deps;
    const user = await users.findByRef(companyId, { userId: given.userId.toLowerCase() });
    if (!user || outOfScope(principal, user.id)) throw notFound('user');
    const existing = await accounts.findByLogin(user.id, platform.code, identifier);
    if (existing && isConnected(existing.status)) {
      throw new DomainError('already_connected', `This user already has this ${platform.code} account connected.`);
    }
    const claim = existing ? await claimLogin(accounts, clock, existing, LOG_IN_FROM) : undefined;
    const { country } = given;
    const connector = this.deps.connectors.connectorFor(principal.company.environment, platform);
    const key = { companyId, platform: platform.code, identifier };
    let progress;
    try {
      progress = await limitedLoginCall(this.deps, key, platform, () => connector.startLogin({ platform, country, identifier }));
    } catch (error) {
      if (existing && claim) await accounts.releaseLogin(existing.id, claim, clock.now());
      throw error;
    }
    const now = clock.now();
    const account: Account = existing ?? {
      id: randomUUID(), companyId, userId: user.id, platform: platform.code, country, identifier,
      status: transition(null, accountStatus.pending, 'connect'), statusDetails: null, warning: null, nextStep: null, lastSuccessfulConnection: null,
      refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: now, updatedAt: now,
    };
    const state = await this.deps.unitOfWork.run(async (tx) => {
      if (!existing) await tx.accounts.create(account);
      const after = await recordProgress(this.deps, tx, account, progress, claim);
      const created = existing ? [] : [accountEvent('account.created', account, account, user.externalId, now)];
      await tx.outbox.record(...created, accountEvent('login.created', account, after, user.externalId, now));
      return after;
    });
    if (state.status === accountStatus.syncing) this.deps.jobQueued?.();
    return { ...account, ...state, updatedAt: now };
  }
}
