import { answerDeadline, CalendarDate, WorkerRequest } from '@gig/domain';

/** A worker's request as the API returns it. */
export interface WorkerRequestJson {
  readonly request_id: string;
  readonly user_id: string | null;
  readonly external_id: string | null;
  readonly type: WorkerRequest['type'];
  readonly message: string | null;
  readonly status: WorkerRequest['status'];
  readonly due_on: string;
  readonly business_days_left: number | null;
  readonly overdue: boolean;
  readonly decline_reason: string | null;
  readonly created_at: string;
  readonly resolved_at: string | null;
}

export interface WorkerRequestListJson {
  readonly requests: readonly WorkerRequestJson[];
}

/** `today` (Mexico City) gives a pending request its business days left and whether it is overdue. */
export function presentWorkerRequest(request: WorkerRequest, today: CalendarDate): WorkerRequestJson {
  const deadline = answerDeadline(request, today);
  return {
    request_id: request.id,
    user_id: request.userId,
    external_id: request.externalId,
    type: request.type,
    message: request.message,
    status: request.status,
    due_on: request.dueOn,
    business_days_left: deadline.businessDaysLeft,
    overdue: deadline.overdue,
    decline_reason: request.declineReason,
    created_at: request.createdAt.toISOString(),
    resolved_at: request.resolvedAt?.toISOString() ?? null,
  };
}

export const presentWorkerRequests = (requests: readonly WorkerRequest[], today: CalendarDate): WorkerRequestListJson => ({
  requests: requests.map((request) => presentWorkerRequest(request, today)),
});
