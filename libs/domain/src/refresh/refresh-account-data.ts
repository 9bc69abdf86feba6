import { checkRetrievedData } from '../connectors/check-retrieved-data';
import { calendarDateAt } from '../dates/calendar-date';
import { isDomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-catalogue';
import type { Job } from '../jobs/job';
import { retryDelayMs, retryPolicyFor } from '../jobs/retry-policies';
import { afterLoginFailure, afterLoginSuccess, afterSessionEnded } from '../limits/login-limits';
import type { Account, AccountState } from '../accounts/account';
import { accountStatus, canRunRefresh, ForbiddenTransition, SESSION_ENDED, transition } from '../accounts/account-lifecycle';
import type { RetrievalOutcome, RetrieveAccountDataDeps } from '../accounts/retrieve-account-data';
import { storeRetrievedData } from '../accounts/store-retrieved-data';
import { findJobSubject } from '../accounts/job-subject';
import type { JobLease } from '../ports/job-queue.port';
import type { LoginLimitStore } from '../ports/login-limit-store.port';
import type { Repositories } from '../ports/unit-of-work.port';
import type { Platform } from '../platforms/platform';
import { accountEvent } from '../webhooks/webhook-events';
import { nextRefreshAt, RefreshPolicy } from './refresh-policy';

export interface RefreshAccountDataDeps extends RetrieveAccountDataDeps {
  readonly loginLimits: LoginLimitStore;
  readonly refresh: RefreshPolicy;
}

/** The platform no longer takes the kept session: the worker must connect again. */
const SESSION_GONE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['reauthentication_required', 'session_not_found', 'invalid_credentials', 'invalid_password', 'invalid_otp_session']);

/**
 * A connected account's data again, with its kept session and no login (issue 12): earnings upserted,
 * events only for what changed, the next refresh planned. A gone session turns it `requires_auth`
 * (`account.requires_auth`); a technical failure is retried like a retrieval and, after the last try,
 * leaves the data and `success` with `failed_refresh` (`login.failed_refresh`). Spec 8's pauses hold:
 * a paused identifier is not called, and its refresh waits for the pause to end.
 */
export class RefreshAccountData {
  constructor(private readonly deps: RefreshAccountDataDeps) {}

  async execute(job: Job, lease: JobLease): Promise<RetrievalOutcome> {
    const { accounts, clock } = this.deps;
    const subject = await findJobSubject(this.deps, job, canRunRefresh);
    if (!subject) return {};
    const { account, platform, company, externalId } = subject;
    const key = { companyId: account.companyId, platform: account.platform, identifier: account.identifier };
    const limits = await this.deps.loginLimits.find(key.companyId, key.platform, key.identifier);
    const write = (work: (tx: Repositories, now: Date) => Promise<void>) => this.write(lease, work);
    if (limits?.blockedUntil && limits.blockedUntil > clock.now()) {
      const pausedUntil = limits.blockedUntil;
      await write(async (tx, now) => void (await this.settle(tx, account, { statusDetails: limits.blockCode }, now, pausedUntil)));
      return {};
    }
    try {
      const sealed = await accounts.findSession(account.id);
      const session = sealed === null ? null : this.deps.secrets.open(sealed);
      const data = await this.deps.connectors.connectorFor(company.environment, platform).refresh({ platform, country: account.country, identifier: account.identifier, session });
      checkRetrievedData(data);
      await write(async (tx, now) => {
        const actions = await storeRetrievedData(tx, account.id, data);
        const state: AccountState = { status: transition(account.status, accountStatus.success), statusDetails: null, warning: data.warning, nextStep: null, lastSuccessfulConnection: calendarDateAt(now, 'America/Mexico_City') };
        await tx.accounts.updateState(account.id, state, now);
        await tx.accounts.scheduleRefresh(account.id, this.next(account, platform, now), now);
        await tx.loginLimits.save(afterLoginSuccess(key, now));
        await tx.outbox.record(...actions.map((action) => accountEvent(action, account, state, externalId, now)));
      });
      return {};
    } catch (error) {
      if (error instanceof ForbiddenTransition) throw error;
      const code: ErrorCode = isDomainError(error) ? error.code : 'platform_unknown_error';
      if (SESSION_GONE.has(code)) {
        const state: AccountState = { ...SESSION_ENDED, status: transition(account.status, SESSION_ENDED.status) };
        await write(async (tx, now) => {
          await tx.accounts.updateState(account.id, state, now);
          await tx.accounts.scheduleRefresh(account.id, null);
          await tx.loginLimits.save(afterSessionEnded(await tx.loginLimits.find(key.companyId, key.platform, key.identifier), key));
          await tx.outbox.record(accountEvent('account.requires_auth', account, state, externalId, now));
        });
        return {};
      }
      const paused = afterLoginFailure(limits, key, code, platform, clock.now());
      if (paused?.blockedUntil) {
        const until = paused.blockedUntil;
        await write(async (tx, now) => {
          await tx.loginLimits.save(paused);
          await this.settle(tx, account, { statusDetails: code }, now, until);
        });
        return {};
      }
      const policy = retryPolicyFor(code);
      if (policy && job.attempts < policy.maxAttempts) return { retryAt: new Date(clock.now().getTime() + retryDelayMs(policy, job.attempts)) };
      await write(async (tx, now) => {
        const state = await this.settle(tx, account, { statusDetails: 'failed_refresh' }, now, this.next(account, platform, now));
        await tx.outbox.record(accountEvent('login.failed_refresh', account, state, externalId, now));
      });
      if (!isDomainError(error)) throw error;
      return {};
    }
  }

  /** Back to `success` with its data and a note of why, and the next refresh at `next`. */
  private async settle(tx: Repositories, account: Account, note: Pick<AccountState, 'statusDetails'>, now: Date, next: Date | null): Promise<AccountState> {
    const state: AccountState = { status: transition(account.status, accountStatus.success), statusDetails: note.statusDetails, warning: account.warning, nextStep: null };
    await tx.accounts.updateState(account.id, state, now);
    await tx.accounts.scheduleRefresh(account.id, account.refreshEnabled ? next : null);
    return state;
  }

  private next(account: Account, platform: Platform, now: Date): Date | null {
    return account.refreshEnabled ? nextRefreshAt(this.deps.refresh, platform, now) : null;
  }

  /** Writes in one transaction if this worker still holds the job; nothing otherwise. */
  private write(lease: JobLease, work: (tx: Repositories, now: Date) => Promise<void>): Promise<void> {
    return this.deps.unitOfWork.run(async (tx) => {
      if (await lease.renew(tx.jobs)) await work(tx, this.deps.clock.now());
    });
  }
}
