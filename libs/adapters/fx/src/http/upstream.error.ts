/** An upstream answer that cannot be used: HTTP error, timeout, network failure or malformed body. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export function isUpstreamError(value: unknown): value is UpstreamError {
  return value instanceof UpstreamError;
}
