import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Member } from './member';
import { lockTarget, MemberTarget } from './member-target';

/** Signs a member out everywhere (a lost laptop, a member leaving): every session of it ends. */
export class EndMemberSessions {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(target: MemberTarget): Promise<Member> {
    return this.unitOfWork.run(async (repos) => {
      const { member } = await lockTarget(repos, target);
      await repos.memberSessions.deleteForMember(member.id);
      return member;
    });
  }
}
