import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Member } from './member';
import { readNewPassword } from './member-input';
import { hashSecretToken } from './member-secrets';

const NO_TOKEN = 'This set-password link is invalid, already used or expired: ask an administrator for a new one.';

/** Sets a member's password through its one-time link; the member's other links and sessions end. */
export class SetMemberPassword {
  constructor(private readonly deps: { readonly unitOfWork: UnitOfWork; readonly hasher: PasswordHasher; readonly clock: Clock }) {}

  async execute(token: string | undefined, password: string | undefined): Promise<Member> {
    const chosen = readNewPassword(password);
    if (token === undefined || token.length === 0 || token.length > 200) throw new DomainError('not_found_error', NO_TOKEN);
    const now = this.deps.clock.now();
    return this.deps.unitOfWork.run(async (repos) => {
      const memberId = await repos.members.usePasswordToken(hashSecretToken(token), now);
      if (!memberId) throw new DomainError('not_found_error', NO_TOKEN);
      await repos.members.discardPasswordTokens(memberId);
      const passwordHash = await this.deps.hasher.hash(chosen);
      await repos.members.setPassword(memberId, passwordHash, now);
      await repos.memberSessions.deleteForMember(memberId);
      const member = await repos.members.findById(memberId);
      if (!member) throw new DomainError('not_found_error', NO_TOKEN);
      return member;
    });
  }
}
