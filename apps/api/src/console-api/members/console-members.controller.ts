import { Body, Delete, Get, Param, Post } from '@nestjs/common';
import { ChangeMemberRole, ConsoleSession, EndMemberSessions, ListMembers, RemoveMember } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentConsoleSession, RequiresRole } from '../auth/console-session.decorator';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ConsoleMemberEnvelopeDto, ConsoleMemberListEnvelopeDto, RemovedMemberEnvelopeDto } from './console-member.responses';
import { ConsoleMemberJson, presentConsoleMember } from './console-member.presenter';
import { ChangeMemberRoleRequestDto } from './console-member.requests';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

/** The company's console members: admins only. A changed role, a sign-out and a removal end the member's sessions. */
@ConsoleApi('console/api/members', 'members')
@RequiresRole('admin')
export class ConsoleMembersController {
  constructor(
    private readonly listMembers: ListMembers,
    private readonly changeMemberRole: ChangeMemberRole,
    private readonly endMemberSessions: EndMemberSessions,
    private readonly removeMember: RemoveMember,
  ) {}

  @Operation(Get(), {
    id: 'listMembers', summary: 'The company’s members', description: 'Admins only.',
    ok: { type: ConsoleMemberListEnvelopeDto }, errors: GUARDED,
  })
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: ConsoleMemberJson[] }>> {
    return successEnvelope({ items: (await this.listMembers.execute(session.company.id)).map((member) => presentConsoleMember(member, session.member)) });
  }

  @Operation(Post(':member_id/role'), {
    status: 200,
    id: 'changeMemberRole', summary: 'Change a member’s role', description: 'Ends the member’s sessions; the last admin keeps its role.',
    ok: { type: ConsoleMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async role(@Param('member_id') memberId: string, @Body() body: ChangeMemberRoleRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.changeMemberRole.execute({ companyId: session.company.id, memberId }, body.role), session.member));
  }

  @Operation(Post(':member_id/sign-out'), {
    status: 200,
    id: 'signOutMember', summary: 'Sign a member out everywhere', description: 'Ends every session of the member.',
    ok: { type: ConsoleMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async signOut(@Param('member_id') memberId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.endMemberSessions.execute({ companyId: session.company.id, memberId }), session.member));
  }

  @Operation(Delete(':member_id'), {
    id: 'removeMember', summary: 'Remove a member', description: 'Ends its sessions; the last admin stays.',
    ok: { type: RemovedMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async remove(@Param('member_id') memberId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ member_id: string; removed: true }>> {
    const removed = await this.removeMember.execute({ companyId: session.company.id, memberId });
    return successEnvelope({ member_id: removed.id, removed: true });
  }
}
