import type { LoginProgress } from '../ports/platform-connector.port';
import { DomainError, isDomainError } from '../errors/domain-error';
import { afterLoginFailure, afterLoginSuccess, checkLoginLimits, LoginKey } from '../limits/login-limits';
import type { Platform } from '../platforms/platform';
import type { LoginLimitStore } from '../ports/login-limit-store.port';
import type { PlatformConnectors } from '../ports/platform-connector.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import type { Clock } from '../ports/clock.port';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { LoginClaim } from '../ports/account-repository.port';
import type { Account, AccountState } from './account';
import { accountStatus, transition } from './account-lifecycle';
import { claimLost } from './login-claim';

/** What a login step (creating or validating an account) runs on. */
export interface LoginStepDeps {
  readonly platforms: PlatformRegistry;
  readonly connectors: PlatformConnectors;
  readonly loginLimits: LoginLimitStore;
  readonly secrets: SecretBox;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** Called after a retrieval job was queued, so that an idle worker can start at once. */
  readonly jobQueued?: () => void;
}

/**
 * Runs one login call against the platform under the limits of spec section 8: refused before
 * reaching the platform while paused; the platform's failures recorded (a pause where the spec
 * sets one) and rethrown; a completed login remembered for the 12-hour window.
 */
export async function limitedLoginCall(
  deps: Pick<LoginStepDeps, 'loginLimits' | 'clock'>,
  key: LoginKey,
  platform: Platform,
  call: () => Promise<LoginProgress>,
): Promise<LoginProgress> {
  const limits = deps.loginLimits;
  const state = await limits.find(key.companyId, key.platform, key.identifier);
  checkLoginLimits(state, deps.clock.now());
  try {
    return await call();
  } catch (error) {
    if (isDomainError(error)) {
      const paused = afterLoginFailure(state, key, error.code, platform, deps.clock.now());
      if (paused) await limits.save(paused);
    }
    throw error;
  }
}

/**
 * Stores the outcome of a successful login step: still pending (the next step the platform asks
 * for), or complete: syncing, with the retrieval job queued in the same transaction. With a claim,
 * nothing is stored unless the claim still holds the account (`login_in_process` otherwise).
 */
export async function recordProgress(
  deps: Pick<LoginStepDeps, 'secrets' | 'clock'>,
  repos: Repositories,
  account: Account,
  progress: LoginProgress,
  claim?: LoginClaim,
): Promise<AccountState> {
  const now = deps.clock.now();
  const write = async (state: AccountState) => {
    if (!claim) await repos.accounts.updateState(account.id, state, now);
    else if (!(await repos.accounts.finishLogin(account.id, claim, state, now))) throw claimLost();
  };
  const state: AccountState = progress.nextStep !== null
    ? { status: transition(account.status, accountStatus.pending), statusDetails: null, warning: null, nextStep: progress.nextStep }
    : { status: transition(account.status, accountStatus.syncing), statusDetails: null, warning: null, nextStep: null };
  await write(state);
  await repos.accounts.saveSession(account.id, progress.session === null ? null : deps.secrets.seal(progress.session));
  if (state.status === accountStatus.pending) return state;
  await repos.jobs.enqueue('retrieve_account_data', account.id, now);
  await repos.loginLimits.save(afterLoginSuccess({ companyId: account.companyId, platform: account.platform, identifier: account.identifier }, now));
  return state;
}

export function notFound(what: 'account' | 'user'): DomainError {
  return what === 'user'
    ? new DomainError('USER_NOT_FOUND', 'No user with that id in your company.')
    : new DomainError('not_found_error', 'No account with that id in your company.');
}
