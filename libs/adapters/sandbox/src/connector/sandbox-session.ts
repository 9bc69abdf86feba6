import { ErrorCode, isErrorCode, Platform } from '@gig/domain';
import { hashHex } from '../data/seeded-random';

/** pending: waiting for the validation step; ready: data can be retrieved. */
export type SandboxSessionState = 'pending' | 'ready';

export interface SandboxSession {
  readonly state: SandboxSessionState;
  /** A failure the retrieval owes (an After Validation secret). */
  readonly failure: ErrorCode | null;
}

const PREFIX = 'sandbox';

const tagOf = (platform: Platform, identifier: string) => hashHex(`${platform.code}:${identifier}`);

/** `sandbox:<platform>:<identifier hash>:<state>[:<failure code>]` */
export function issueSandboxSession(
  platform: Platform,
  identifier: string,
  state: SandboxSessionState,
  failure: ErrorCode | null = null,
): string {
  return [PREFIX, platform.code, tagOf(platform, identifier), state, ...(failure ? [failure] : [])].join(':');
}

/** The session, if this sandbox issued it for that platform and identifier; otherwise null. */
export function readSandboxSession(session: string | null, platform: Platform, identifier: string): SandboxSession | null {
  if (session === null) return null;
  const [prefix, code, tag, state, failure, ...rest] = session.split(':');
  const owned = prefix === PREFIX && code === platform.code && tag === tagOf(platform, identifier) && rest.length === 0;
  if (!owned || (state !== 'pending' && state !== 'ready')) return null;
  if (failure !== undefined && !isErrorCode(failure)) return null;
  return { state, failure: failure ?? null };
}
