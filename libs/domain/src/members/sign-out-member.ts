import type { MemberSessionStore } from '../ports/member-session-store.port';
import { hashSecretToken } from './member-secrets';

/** Ends the session of this cookie token (nothing happens for an unknown one). */
export class SignOutMember {
  constructor(private readonly memberSessions: Pick<MemberSessionStore, 'delete'>) {}

  async execute(sessionToken: string | undefined): Promise<void> {
    if (sessionToken) await this.memberSessions.delete(hashSecretToken(sessionToken));
  }
}
