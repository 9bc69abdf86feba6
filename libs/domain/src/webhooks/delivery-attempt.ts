/** How much of a receiver's answer the delivery log keeps, per attempt. */
export const ANSWER_EXCERPT_BYTES = 2048;

/**
 * Why an attempt got no HTTP answer. A name that cannot be resolved and one that resolves to an address
 * deliveries may not reach read the same (`address_refused`), so the log cannot map an inside network's names.
 */
export const ATTEMPT_FAILURES = ['timeout', 'connection_refused', 'connection_reset', 'address_refused', 'tls_error', 'invalid_url', 'network_error', 'not_sent', 'interrupted'] as const;
export type AttemptFailure = (typeof ATTEMPT_FAILURES)[number];

/** The start of a receiver's answer body, as text. */
export interface AnswerExcerpt {
  /** At most `ANSWER_EXCERPT_BYTES` bytes, decoded as UTF-8 (invalid bytes replaced by U+FFFD). */
  readonly text: string;
  /** The body was longer than that. */
  readonly truncated: boolean;
}

/** One attempt of a delivery, as the log keeps it. */
export interface DeliveryAttempt {
  /** 1, 2, … over the delivery's whole life, resends included. */
  readonly attempt: number;
  readonly attemptedAt: Date;
  readonly durationMs: number;
  /** The receiver's HTTP status, or null when none came. */
  readonly httpStatus: number | null;
  /** Why no answer came, or null when one did. */
  readonly failure: AttemptFailure | null;
  /** The receiver's answer body; null when none came. */
  readonly responseBody: AnswerExcerpt | null;
}

/**
 * The first `ANSWER_EXCERPT_BYTES` bytes of an answer as text: a character cut in two at the end is left out
 * rather than replaced, and NUL (which a text column cannot hold) reads as U+FFFD like any invalid byte.
 */
export function answerExcerpt(head: Uint8Array, totalBytes: number): AnswerExcerpt {
  const kept = head.subarray(0, ANSWER_EXCERPT_BYTES);
  const truncated = totalBytes > kept.length;
  const decoder = new TextDecoder('utf-8');
  const text = truncated ? decoder.decode(kept, { stream: true }) : decoder.decode(kept);
  return { text: text.replaceAll('\u0000', '\uFFFD'), truncated };
}
