import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { DomainError, isDomainError } from '../errors/domain-error';
import type { LoginMethod } from '../platforms/platform';
import type { Account } from './account';
import { accountStatus, stateAfterFailure, transition, VALIDATE_FROM } from './account-lifecycle';
import { findCompanyAccount } from './company-account';
import type { AccountRepository } from '../ports/account-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import { accountEvent, failedLoginAction } from '../webhooks/webhook-events';
import { claimLogin, refuseConnected } from './login-claim';
import { limitedLoginCall, LoginStepDeps, notFound, recordProgress } from './login-step';

export interface ValidateAccountDeps extends LoginStepDeps {
  readonly accounts: Pick<AccountRepository, 'findById' | 'findAnyById' | 'findSession' | 'claimLogin' | 'finishLogin' | 'releaseLogin'>;
  readonly users: Pick<UserRepository, 'findByRef'>;
}

export interface ValidateAccountInput {
  readonly password?: string | null;
  readonly otpCode?: string | null;
}

/**
 * Spec 4.3 (Before Validation): checks a password or one-time code with the platform. A refused step
 * is announced (`login.incomplete`, or `login.error` for a technical failure) with the state it leaves.
 */
export class ValidateAccount {
  constructor(private readonly deps: ValidateAccountDeps) {}

  async execute(principal: Principal, accountId: string, input: ValidateAccountInput): Promise<Account> {
    assertAccess(principal, 'connect');
    const { accounts, clock } = this.deps;
    const account = await findCompanyAccount(accounts, principal.company.id, accountId);
    if (outOfScope(principal, account.userId)) throw notFound('account');
    const platform = this.deps.platforms.find(account.platform);
    if (!platform) throw notFound('account');
    const { method, secret } = secretOf(input);
    if (platform.loginMethods.length === 0) {
      const message = `${platform.code} accounts need no validation.`;
      throw DomainError.badRequest(message, [{ field: method === 'otp' ? 'otpCode' : 'password', message }]);
    }
    if (!platform.loginMethods.includes(method)) {
      const field = platform.loginMethods[0] === 'otp' ? 'otpCode' : 'password';
      throw DomainError.badRequest(`${platform.code} validates with ${field}.`, [{ field, message: 'is required' }]);
    }
    refuseConnected(account.status);
    const claim = await claimLogin(accounts, clock, account, VALIDATE_FROM);
    const sealed = await accounts.findSession(account.id);
    const session = sealed === null ? null : this.deps.secrets.open(sealed);
    const connector = this.deps.connectors.connectorFor(principal.company.environment, platform);
    const key = { companyId: account.companyId, platform: platform.code, identifier: account.identifier };
    let progress;
    try {
      progress = await limitedLoginCall(this.deps, key, platform, () =>
        connector.verify({ platform, country: account.country, identifier: account.identifier, session, method, secret }),
      );
    } catch (error) {
      if (!isDomainError(error)) {
        await accounts.releaseLogin(account.id, claim, clock.now());
        throw error;
      }
      const failed = stateAfterFailure(error.code, account.nextStep ?? method);
      const state = { ...failed, status: transition(account.status, failed.status, 'validate') };
      const user = await this.deps.users.findByRef(account.companyId, { userId: account.userId });
      await this.deps.unitOfWork.run(async (tx) => {
        const now = clock.now();
        if (await tx.accounts.finishLogin(account.id, claim, state, now)) {
          await tx.outbox.record(accountEvent(failedLoginAction(state), account, state, user?.externalId ?? null, now));
        }
      });
      throw error;
    }
    const now = clock.now();
    const state = await this.deps.unitOfWork.run((tx) => recordProgress(this.deps, tx, account, progress, claim));
    if (state.status === accountStatus.syncing) this.deps.jobQueued?.();
    return { ...account, ...state, updatedAt: now };
  }
}

/** The longest password or one-time code a validation takes. */
export const MAX_ACCOUNT_SECRET_LENGTH = 256;

function secretOf(input: ValidateAccountInput): { method: LoginMethod; secret: string } {
  const given = (['password', 'otpCode'] as const).filter((key) => input[key] !== undefined && input[key] !== null);
  if (given.length !== 1) {
    const message = 'Give exactly one of password or otpCode.';
    throw DomainError.badRequest(message, [{ field: 'password', message }, { field: 'otpCode', message }]);
  }
  const field = given[0];
  const secret = input[field] as string;
  if (secret.length === 0 || secret.length > MAX_ACCOUNT_SECRET_LENGTH) {
    throw DomainError.badRequest(`${field} must be a non-empty string of at most ${MAX_ACCOUNT_SECRET_LENGTH} characters.`, [{ field, message: 'must be a non-empty string' }]);
  }
  return { method: field === 'password' ? 'password' : 'otp', secret };
}
