import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { MemberSessionStore } from '../ports/member-session-store.port';
import type { ConsoleSession } from './console-session';
import { hashSecretToken } from './member-secrets';

/** The session cookie's token to the signed-in member, or unauthorized_error. */
export class AuthenticateMember {
  constructor(private readonly deps: { readonly memberSessions: Pick<MemberSessionStore, 'findActive'>; readonly clock: Clock }) {}

  async execute(sessionToken: string | undefined): Promise<ConsoleSession> {
    const found = sessionToken ? await this.deps.memberSessions.findActive(hashSecretToken(sessionToken), this.deps.clock.now()) : null;
    if (!found) throw new DomainError('unauthorized_error', 'Sign in to the console: no session, or it has expired.');
    return { member: found.member, company: found.company, csrfToken: found.session.csrfToken, expiresAt: found.session.expiresAt };
  }
}
