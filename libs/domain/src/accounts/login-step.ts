import type { LoginProgress } from '../ports/platform-connector';
import { DomainError, isDomainError } from '../errors/domain-error';
import { afterLoginFailure, afterLoginSuccess, checkLoginLimits, LoginKey } from '../limits/login-limits';
import type { Platform } from '../platforms/platform';
import type { LoginLimitStore } from '../ports/login-limit.store';
import type { PlatformConnectors } from '../ports/platform-connector';
import type { SecretBox } from '../ports/secret-box';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { Clock } from '../ports/clock';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { Account, AccountState } from './account';

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
 * for), or complete: syncing, with the retrieval job queued in the same transaction.
 */
export async function recordProgress(deps: Pick<LoginStepDeps, 'secrets' | 'clock'>, repos: Repositories, account: Account, progress: LoginProgress): Promise<AccountState> {
  const now = deps.clock.now();
  await repos.accounts.saveSession(account.id, progress.session === null ? null : deps.secrets.seal(progress.session));
  if (progress.nextStep !== null) {
    const state: AccountState = { status: 'pending', statusDetails: null, warning: null, nextStep: progress.nextStep };
    await repos.accounts.updateState(account.id, state, now);
    return state;
  }
  const state: AccountState = { status: 'syncing', statusDetails: null, warning: null, nextStep: null };
  await repos.accounts.updateState(account.id, state, now);
  await repos.jobs.enqueue('retrieve_account_data', account.id, now);
  await repos.loginLimits.save(afterLoginSuccess({ companyId: account.companyId, platform: account.platform, identifier: account.identifier }, now));
  return state;
}

export function notFound(what: 'account' | 'user'): DomainError {
  return what === 'user'
    ? new DomainError('USER_NOT_FOUND', 'No user with that id in your company.')
    : new DomainError('not_found_error', 'No account with that id in your company.');
}
