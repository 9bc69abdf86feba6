import { DomainError } from '../errors/domain-error';

/** Reports a user may be given per UTC day. */
export const MAX_REPORTS_PER_USER_DAY = 20;

const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** The 21st report of a day: `too_many_requests`, to be tried again at the next UTC midnight. */
export function dailyReportLimitReached(now: Date): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000));
  return new DomainError(
    'too_many_requests',
    `This user already has ${MAX_REPORTS_PER_USER_DAY} reports today (UTC); ask again after midnight UTC.`,
    null,
    retryAfterSeconds,
  );
}
