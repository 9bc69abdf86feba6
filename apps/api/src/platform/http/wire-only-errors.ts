/**
 * Codes the wire answers that the spec's catalogue (a closed list of 86, `@gig/domain`) has no room for: each
 * is the HTTP layer's own, for a failure no use case sees (an unexpected one, a body too large to read).
 */
export const WIRE_ONLY_ERRORS = {
  internal_error: { status: 500, message: 'An unexpected error occurred; it has been logged.' },
  payload_too_large: { status: 413, message: 'The request body is larger than this operation accepts.' },
} as const;

export type WireOnlyCode = keyof typeof WIRE_ONLY_ERRORS;

export const isWireOnlyCode = (code: string): code is WireOnlyCode => Object.prototype.hasOwnProperty.call(WIRE_ONLY_ERRORS, code);
