import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { WorkerRequestRepository } from '../ports/worker-request-repository.port';
import { WORKER_REQUEST_STATUSES, WorkerRequest } from './worker-request';

/** The company's worker requests (`?status=`): pending first, by due day. */
export class ListWorkerRequests {
  constructor(private readonly requests: Pick<WorkerRequestRepository, 'list'>) {}

  async execute(principal: Principal, status: string | null): Promise<WorkerRequest[]> {
    assertAccess(principal, 'read');
    const known = status === null ? null : WORKER_REQUEST_STATUSES.find((s) => s === status);
    if (known === undefined) throw DomainError.badRequest('status must be pending, completed or declined.', [{ field: 'status', message: 'must be pending, completed or declined' }]);
    return this.requests.list(principal.company.id, known);
  }
}

/** The worker's own requests (connect token), newest first: each pending one, or answered with its reason. */
export class ListMyWorkerRequests {
  constructor(private readonly requests: Pick<WorkerRequestRepository, 'listForUser'>) {}

  async execute(principal: Principal): Promise<WorkerRequest[]> {
    assertAccess(principal, 'connect');
    if (!principal.connect) throw new DomainError('forbidden_error', 'Only the worker may read this, with a connect token (Authorization: Bearer ct_…).');
    return this.requests.listForUser(principal.company.id, principal.connect.userId);
  }
}
