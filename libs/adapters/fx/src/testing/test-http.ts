import type { HttpOptions } from '../http/fetch-json';

/** Short timeout and no retry wait, so that failure paths run fast. */
export const TEST_HTTP: HttpOptions = {
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: 100,
  retryDelayMs: 0,
};
