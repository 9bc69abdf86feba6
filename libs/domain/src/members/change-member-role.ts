import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Member } from './member';
import { readRole } from './member-input';
import { assertAdminRemains, lockTarget, MemberTarget } from './member-target';

/** Makes a member admin or viewer; the company keeps an admin, and the member's sessions end (it signs in again with its new role). */
export class ChangeMemberRole {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(target: MemberTarget, role: string): Promise<Member> {
    const chosen = readRole(role);
    return this.unitOfWork.run(async (repos) => {
      const { member, members } = await lockTarget(repos, target);
      if (member.role === chosen) return member;
      assertAdminRemains(members, member, chosen);
      await repos.members.setRole(member.id, chosen);
      await repos.memberSessions.deleteForMember(member.id);
      return { ...member, role: chosen };
    });
  }
}
