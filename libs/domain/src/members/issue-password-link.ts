import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { AddedMember } from './add-member';
import { PASSWORD_TOKEN_LIFETIME_MS } from './console-session';
import { readEmail } from './member-input';
import { hashSecretToken, newSecretToken } from './member-secrets';

/** A new one-time set-password link for an existing member (a forgotten password); earlier unused links stop working. */
export class IssuePasswordLink {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<AddedMember> {
    const address = readEmail(email);
    const setPasswordToken = newSecretToken();
    return this.unitOfWork.run(async (repos) => {
      const member = await repos.members.findByEmail(address);
      if (!member) throw new DomainError('not_found_error', 'No member has this email.');
      await repos.members.lockCompanyMembers(member.companyId);
      await repos.members.discardPasswordTokens(member.id);
      await repos.members.createPasswordToken(hashSecretToken(setPasswordToken), member.id, new Date(this.clock.now().getTime() + PASSWORD_TOKEN_LIFETIME_MS));
      return { member, setPasswordToken };
    });
  }
}
