import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { collectWorkerData, countEarningDays, WorkerDataCopy } from './collect-worker-data';
import { DATA_COPY_TTL_MS, DataCopy, LARGE_COPY_EARNING_DAYS } from './data-copy';
import { rightsEvidence } from './rights-evidence';

export * from './collect-worker-data';

/** Copies a worker may take in any 24 hours. */
export const COPIES_PER_DAY = 3;
const DAY_MS = 86_400_000;

/** The copy itself at once, or the record of one a job is preparing. */
export type CopyOutcome = { readonly status: 'ready'; readonly data: WorkerDataCopy } | { readonly status: 'pending'; readonly copy: DataCopy };

export interface CopyMyDataDeps {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** Wakes an idle job worker. */
  readonly jobQueued?: () => void;
  /** Days of earnings above which the copy is prepared by a job (default LARGE_COPY_EARNING_DAYS). */
  readonly largeCopyDays?: number;
}

/**
 * The worker's copy of their data, with the connect token: at most 3 in 24 hours, each kept in the consent history.
 * A large one (more days of earnings than `largeCopyDays`) is recorded `pending` with its `prepare_data_copy` job in
 * the same transaction.
 */
export class CopyMyData {
  constructor(private readonly deps: CopyMyDataDeps) {}

  async execute(principal: Principal, ipAddress: string): Promise<CopyOutcome> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'Only the worker may ask for their copy, with a connect token (Authorization: Bearer ct_…).');
    const companyId = principal.company.id;
    const outcome = await this.deps.unitOfWork.run(async (tx): Promise<CopyOutcome> => {
      const now = this.deps.clock.now();
      if ((await tx.consentHistory.countSince(companyId, scope.userId, 'copy', new Date(now.getTime() - DAY_MS))) >= COPIES_PER_DAY) {
        throw new DomainError('too_many_requests', `At most ${COPIES_PER_DAY} copies in 24 hours: try again later.`);
      }
      const user = await tx.users.findIncludingBlocked(companyId, { userId: scope.userId });
      if (!user) throw new DomainError('invalid_api_key', 'The connect token’s user no longer exists.');
      if ((await countEarningDays(tx, companyId, user.id, now)) > (this.deps.largeCopyDays ?? LARGE_COPY_EARNING_DAYS)) {
        const copy: DataCopy = {
          id: randomUUID(), companyId, userId: user.id, status: 'pending', createdAt: now, readyAt: null, expiresAt: new Date(now.getTime() + DATA_COPY_TTL_MS),
        };
        await tx.dataCopies.create(copy);
        await tx.jobs.enqueue('prepare_data_copy', copy.id, now);
        await tx.consentHistory.record(rightsEvidence(principal, user.id, 'copy', copy.id, ipAddress, now));
        return { status: 'pending', copy };
      }
      await tx.consentHistory.record(rightsEvidence(principal, user.id, 'copy', null, ipAddress, now));
      return { status: 'ready', data: await collectWorkerData(tx, companyId, user, now) };
    });
    if (outcome.status === 'pending') this.deps.jobQueued?.();
    return outcome;
  }
}
