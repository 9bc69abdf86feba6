import type { WorkerRequest } from '../api/console-schemas';

export const TYPE_LABEL: Record<WorkerRequest['type'], string> = {
  deletion: 'Deletion',
  objection: 'Objection',
};

export const STATUS_LABEL: Record<WorkerRequest['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  declined: 'Declined',
};

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

/** The time left in words, from the server's count (Monday to Friday): an overdue request says so, not by colour alone. */
export function daysLeftText(request: Pick<WorkerRequest, 'status' | 'business_days_left' | 'overdue'>): string {
  const left = request.business_days_left;
  if (request.status !== 'pending' || left === null) return '—';
  if (request.overdue) return left < 0 ? `Overdue by ${days(-left)}` : 'Overdue';
  return left === 0 ? 'Due today' : `${days(left)} left`;
}
