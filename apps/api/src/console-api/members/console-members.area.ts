import { AddMember, ChangeMemberRole, EndMemberSessions, IssuePasswordLink, ListMembers, RemoveMember } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleMembersController } from './console-members.controller';

/** Adding a member and issuing a password link are the admin CLI's (and the demo seed's). */
export const consoleMembersArea = {
  controllers: [ConsoleMembersController],
  useCases: ({ readRepositories: read, unitOfWork, clock }: Ports) => ({
    addMember: new AddMember(unitOfWork, clock),
    issuePasswordLink: new IssuePasswordLink(unitOfWork, clock),
    listMembers: new ListMembers(read.members),
    changeMemberRole: new ChangeMemberRole(unitOfWork),
    removeMember: new RemoveMember(unitOfWork),
    endMemberSessions: new EndMemberSessions(unitOfWork),
  }),
} satisfies Area;
