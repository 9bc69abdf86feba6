import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { PASSWORD_TOKEN_LIFETIME_MS } from './console-session';
import type { Member } from './member';
import { readEmail, readRole } from './member-input';
import { hashSecretToken, newSecretToken } from './member-secrets';

/** A member just added, and the token of its one-time set-password link: the only time the token is known. */
export interface AddedMember {
  readonly member: Member;
  readonly setPasswordToken: string;
}

/** Operators add console members (the admin CLI); the member then chooses a password through the link. */
export class AddMember {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(companyId: string, email: string, role = 'admin'): Promise<AddedMember> {
    const member: Member = { id: randomUUID(), companyId, email: readEmail(email), role: readRole(role), passwordHash: null, createdAt: this.clock.now() };
    const setPasswordToken = newSecretToken();
    return this.unitOfWork.run(async (repos) => {
      if (!(await repos.companies.findById(companyId))) throw new DomainError('not_found_error', `No company ${companyId}.`);
      if (await repos.members.findByEmail(member.email)) throw DomainError.badRequest('A member with this email already exists.', [{ field: 'email', message: 'email is taken' }]);
      await repos.members.create(member);
      await repos.members.createPasswordToken(hashSecretToken(setPasswordToken), member.id, new Date(member.createdAt.getTime() + PASSWORD_TOKEN_LIFETIME_MS));
      return { member, setPasswordToken };
    });
  }
}
