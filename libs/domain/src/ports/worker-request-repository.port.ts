import type { CalendarDate } from '../dates/calendar-date';
import type { WorkerRequest, WorkerRequestStatus } from '../worker-requests/worker-request';

export interface WorkerRequestCounts {
  readonly pending: number;
  /** Pending ones whose due day is before `today`. */
  readonly overdue: number;
}

export interface WorkerRequestRepository {
  /**
   * Records the request. A pending deletion blocks its user at once: `UserRepository.findByRef` no longer finds them,
   * nor `AccountRepository.findById` their accounts, their refresh plans are cleared and their live retrieval and
   * refresh jobs cancelled. A pending request of the same type of the same user is answered instead (nothing written).
   */
  create(request: WorkerRequest): Promise<{ readonly request: WorkerRequest; readonly created: boolean }>;
  find(companyId: string, requestId: string): Promise<WorkerRequest | null>;
  /** The company's requests (of one status, when given): pending first, then by due day and time asked. */
  list(companyId: string, status: WorkerRequestStatus | null): Promise<WorkerRequest[]>;
  /** The company's pending requests, and how many of them were due before `today`. */
  countPending(companyId: string, today: CalendarDate): Promise<WorkerRequestCounts>;
  /** One user's requests, newest first. */
  listForUser(companyId: string, userId: string): Promise<WorkerRequest[]>;
  /**
   * Declines a pending request with its reason; a declined deletion unblocks its user (their connected accounts are due
   * for refresh at `at`). The request after, or null when the company has no such pending one.
   */
  decline(companyId: string, requestId: string, reason: string, at: Date): Promise<WorkerRequest | null>;
  /** Marks a pending request completed (a deletion's user is deleted beside it, by the use case); null when none such. */
  complete(companyId: string, requestId: string, at: Date): Promise<WorkerRequest | null>;
}
