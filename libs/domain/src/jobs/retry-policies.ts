import type { ErrorCode } from '../errors/error-catalogue';

export interface RetryPolicy {
  readonly maxAttempts: number;
  /** Wait before attempt n + 1 (the last one repeats). */
  readonly delaysMs: readonly number[];
}

const MINUTE = 60_000;
/** Technical hiccups: two more tries within a few minutes. */
const TECHNICAL: RetryPolicy = { maxAttempts: 3, delaysMs: [30_000, 2 * MINUTE] };
/** An institute still waiting for its e-mailed confirmation or PDF: ask again every 5 minutes for an hour. */
const INSTITUTE_PENDING: RetryPolicy = { maxAttempts: 12, delaysMs: [5 * MINUTE] };

/** Failures worth another try later; every other answer of the platform is final. */
const RETRY_POLICIES: Partial<Record<ErrorCode, RetryPolicy>> = {
  platform_unavailable: TECHNICAL,
  service_unavailable: TECHNICAL,
  request_timeout: TECHNICAL,
  timeout: TECHNICAL,
  lambda_error: TECHNICAL,
  connection_error: TECHNICAL,
  platform_unknown_error: TECHNICAL,
  pending_for_data: INSTITUTE_PENDING,
  no_emails_received: INSTITUTE_PENDING,
  pdf_not_received: INSTITUTE_PENDING,
};

/** How a failed retrieval or refresh is tried again; undefined: the failure is final. */
export const retryPolicyFor = (code: ErrorCode): RetryPolicy | undefined => RETRY_POLICIES[code];

/** When to try again after the job's `attempts` so far, by the policy's waits (the last one repeats). */
export const retryDelayMs = (policy: RetryPolicy, attempts: number): number => policy.delaysMs[Math.min(attempts, policy.delaysMs.length) - 1];
