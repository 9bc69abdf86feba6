import { Body, Delete, Get, Param, Post } from '@nestjs/common';
import { ChangeMemberRole, EndMemberSessions, ListMembers, Principal, RemoveMember } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { RequiresRole } from '../../platform/auth/member-session.decorator';
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
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<{ items: ConsoleMemberJson[] }>> {
    return successEnvelope({ items: (await this.listMembers.execute(principal.company.id)).map((member) => presentConsoleMember(member, principal.memberId)) });
  }

  @Operation(Post(':member_id/role'), {
    status: 200,
    id: 'changeMemberRole', summary: 'Change a member’s role', description: 'Ends the member’s sessions; the last admin keeps its role.',
    ok: { type: ConsoleMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async role(@Param('member_id') memberId: string, @Body() body: ChangeMemberRoleRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.changeMemberRole.execute({ companyId: principal.company.id, memberId }, body.role), principal.memberId));
  }

  @Operation(Post(':member_id/sign-out'), {
    status: 200,
    id: 'signOutMember', summary: 'Sign a member out everywhere', description: 'Ends every session of the member.',
    ok: { type: ConsoleMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async signOut(@Param('member_id') memberId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.endMemberSessions.execute({ companyId: principal.company.id, memberId }), principal.memberId));
  }

  @Operation(Delete(':member_id'), {
    id: 'removeMember', summary: 'Remove a member', description: 'Ends its sessions; the last admin stays.',
    ok: { type: RemovedMemberEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async remove(@Param('member_id') memberId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<{ member_id: string; removed: true }>> {
    const removed = await this.removeMember.execute({ companyId: principal.company.id, memberId });
    return successEnvelope({ member_id: removed.id, removed: true });
  }
}
