import type { CalendarDate } from '../dates/calendar-date';

/** What a worker may ask of the company (LFPDPPP art. 24–31): delete everything (cancellation), or object to automated evaluation (art. 26 II). */
export type WorkerRequestType = 'deletion' | 'objection';
export const WORKER_REQUEST_TYPES: readonly WorkerRequestType[] = ['deletion', 'objection'];

export type WorkerRequestStatus = 'pending' | 'completed' | 'declined';
export const WORKER_REQUEST_STATUSES: readonly WorkerRequestStatus[] = ['pending', 'completed', 'declined'];

/** The answer is due 20 business days (Monday to Friday) after the day of the request (art. 31). */
export const ANSWER_BUSINESS_DAYS = 20;
/** The longest message a worker may add. */
export const WORKER_MESSAGE_MAX = 2_000;

/** A worker's request to the company, as the company must answer it. */
export interface WorkerRequest {
  readonly id: string;
  readonly companyId: string;
  /** The user who asked; null once a completed deletion removed them. */
  readonly userId: string | null;
  readonly externalId: string | null;
  readonly type: WorkerRequestType;
  readonly message: string | null;
  readonly status: WorkerRequestStatus;
  /** The day (Mexico City) by which the company must answer. */
  readonly dueOn: CalendarDate;
  /** The company's reason, when it declined. */
  readonly declineReason: string | null;
  readonly createdAt: Date;
  readonly resolvedAt: Date | null;
}
