import type { HttpOptions } from '../http/fetch-json';

/**
 * No retry wait, and a timeout a loaded CI machine cannot reach by accident: a slow answer must not
 * turn into a retry that finds no interceptor left (the cause of fx:test's old flakiness).
 */
export const TEST_HTTP: HttpOptions = {
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: 2_000,
  retryDelayMs: 0,
};

/** For the tests of the timeout itself, against answers delayed well past it. */
export const SHORT_TIMEOUT_HTTP: HttpOptions = { ...TEST_HTTP, timeoutMs: 100 };
