import { DomainError, isErrorCode, PlatformConnector } from '@gig/domain';

const FAILING_IDENTIFIER = /^fail-(\w+)@contract\.test$/;
const FAILING_SECRET = /^fail-(\w+)$/;

/** An identifier whose login the contract platform fails with `code`. */
export const failingIdentifier = (code: string) => `fail-${code}@contract.test`;
/** A password the contract platform's verify step fails with `code`. */
export const failingSecret = (code: string) => `fail-${code}`;
/** An identifier whose login crashes with an error no catalogue code names. */
export const CRASHING_IDENTIFIER = 'crash@contract.test';

function failure(value: string, pattern: RegExp): DomainError | null {
  const code = pattern.exec(value)?.[1];
  return code && isErrorCode(code) ? new DomainError(code, `The platform answered ${code}.`) : null;
}

/**
 * The sandbox platform, except that it fails on request: any code a live platform may give can then
 * be provoked over HTTP, and its answer checked against the document.
 */
export function contractPlatform(sandbox: PlatformConnector): PlatformConnector {
  return {
    startLogin: async (request) => {
      if (request.identifier === CRASHING_IDENTIFIER) throw new Error('The platform adapter crashed.');
      const error = failure(request.identifier, FAILING_IDENTIFIER);
      if (error) throw error;
      return sandbox.startLogin(request);
    },
    verify: async (request) => {
      const error = failure(request.secret, FAILING_SECRET);
      if (error) throw error;
      return sandbox.verify(request);
    },
    retrieve: (request) => sandbox.retrieve(request),
    refresh: (request) => sandbox.refresh(request),
  };
}
