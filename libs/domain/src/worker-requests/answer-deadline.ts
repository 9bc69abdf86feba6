import { businessDaysBetween } from '../dates/business-days';
import { calendarDateAt, CalendarDate } from '../dates/calendar-date';
import type { WorkerRequest } from './worker-request';

/** Due days are counted in Mexico City, where the law applies. */
export const requestDay = (instant: Date): CalendarDate => calendarDateAt(instant, 'America/Mexico_City');

/** How much time a request has left: business days to its due day (0 on the day, negative once past), none once answered. */
export interface AnswerDeadline {
  readonly businessDaysLeft: number | null;
  readonly overdue: boolean;
}

/** A pending request is overdue from the day after its due day; an answered one is neither counted nor overdue. */
export function answerDeadline(request: Pick<WorkerRequest, 'status' | 'dueOn'>, today: CalendarDate): AnswerDeadline {
  if (request.status !== 'pending') return { businessDaysLeft: null, overdue: false };
  return { businessDaysLeft: businessDaysBetween(today, request.dueOn), overdue: request.dueOn < today };
}
