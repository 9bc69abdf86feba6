import { assertAccess, Principal } from '../auth/principal';
import type { Clock } from '../ports/clock.port';
import type { WorkerRequestCounts, WorkerRequestRepository } from '../ports/worker-request-repository.port';
import { requestDay } from './answer-deadline';

/** The console's overview: the company's pending requests, and how many of them are past their due day. */
export class CountWorkerRequests {
  constructor(private readonly requests: Pick<WorkerRequestRepository, 'countPending'>, private readonly clock: Clock) {}

  async execute(principal: Principal): Promise<WorkerRequestCounts> {
    assertAccess(principal, 'read');
    return this.requests.countPending(principal.company.id, requestDay(this.clock.now()));
  }
}
