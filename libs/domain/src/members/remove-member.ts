import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Member } from './member';
import { assertAdminRemains, lockTarget, MemberTarget } from './member-target';

/** Removes a member with its sessions and links; the company keeps an admin. */
export class RemoveMember {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(target: MemberTarget): Promise<Member> {
    return this.unitOfWork.run(async (repos) => {
      const { member, members } = await lockTarget(repos, target);
      assertAdminRemains(members, member, null);
      await repos.memberSessions.deleteForMember(member.id);
      await repos.members.delete(member.id);
      return member;
    });
  }
}
