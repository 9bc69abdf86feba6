import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { WorkerRequestRepository } from '../ports/worker-request-repository.port';
import { isUuid } from '../users/user-ref';
import { rightsEvidence } from '../consents/rights-evidence';
import { userEvent } from '../webhooks/webhook-events';
import { WORKER_MESSAGE_MAX, WorkerRequest } from './worker-request';

export interface ResolveWorkerRequestDeps {
  readonly workerRequests: Pick<WorkerRequestRepository, 'find'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
}

const requestNotFound = () => new DomainError('not_found_error', 'No worker request with that id in your company.');

/** A pending request of the caller's company; another company's is as absent as a missing one; one already answered is refused. */
async function pendingRequest(deps: ResolveWorkerRequestDeps, principal: Principal, requestId: string): Promise<WorkerRequest> {
  assertAccess(principal, 'manage');
  const request = isUuid(requestId) ? await deps.workerRequests.find(principal.company.id, requestId.toLowerCase()) : null;
  if (!request) throw requestNotFound();
  if (request.status !== 'pending') throw new DomainError('bad_request', `This request is already ${request.status}.`);
  return request;
}

/**
 * Completes a worker's request: a deletion deletes the user as `DELETE /v1/users/{id}` does (reports revoked, accounts
 * and data gone, `user.deleted`), in the transaction that marks the request completed; an objection is only marked.
 */
export class CompleteWorkerRequest {
  constructor(private readonly deps: ResolveWorkerRequestDeps) {}

  async execute(principal: Principal, requestId: string, ipAddress: string): Promise<WorkerRequest> {
    const request = await pendingRequest(this.deps, principal, requestId);
    return this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.clock.now();
      const companyId = principal.company.id;
      const user = request.type === 'deletion' && request.userId !== null ? await tx.users.findIncludingBlocked(companyId, { userId: request.userId }) : null;
      const completed = await tx.workerRequests.complete(companyId, request.id, now);
      if (!completed) throw new DomainError('bad_request', 'This request was answered meanwhile.');
      await tx.consentHistory.record(rightsEvidence(principal, request.userId, 'complete', request.id, ipAddress, now));
      if (!user) return completed;
      await tx.reports.revokeForUser(companyId, user.id, now);
      await tx.users.delete(companyId, user.id);
      await tx.outbox.record(userEvent('user.deleted', user, now));
      return { ...completed, userId: null };
    });
  }
}

/** Declines a worker's pending request with a reason the worker then sees; a declined deletion unblocks the user. */
export class DeclineWorkerRequest {
  constructor(private readonly deps: ResolveWorkerRequestDeps) {}

  async execute(principal: Principal, requestId: string, reason: string | null, ipAddress: string): Promise<WorkerRequest> {
    const text = reason?.trim() ?? '';
    if (text === '' || text.length > WORKER_MESSAGE_MAX) {
      throw DomainError.badRequest('reason is required, at most 2000 characters.', [{ field: 'reason', message: 'required, at most 2000 characters' }]);
    }
    const request = await pendingRequest(this.deps, principal, requestId);
    const declined = await this.deps.unitOfWork.run(async (tx) => {
      const now = this.deps.clock.now();
      const answered = await tx.workerRequests.decline(principal.company.id, request.id, text, now);
      if (answered) await tx.consentHistory.record(rightsEvidence(principal, request.userId, 'decline', request.id, ipAddress, now));
      return answered;
    });
    if (!declined) throw new DomainError('bad_request', 'This request was answered meanwhile.');
    return declined;
  }
}
