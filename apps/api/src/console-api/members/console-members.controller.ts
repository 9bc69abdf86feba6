import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ChangeMemberRole, ConsoleSession, EndMemberSessions, ListMembers, RemoveMember } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { CurrentConsoleSession, RequiresRole } from '../auth/console-session.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ConsoleMemberEnvelopeDto, ConsoleMemberListEnvelopeDto, RemovedMemberEnvelopeDto } from './console-member.responses';
import { ConsoleMemberJson, presentConsoleMember } from './console-member.presenter';
import { ChangeMemberRoleRequestDto } from './console-member.requests';

/** The company's console members: admins only. A changed role, a sign-out and a removal end the member's sessions. */
@ApiTags('members')
@Controller('console/api/members')
@UseGuards(ConsoleSessionGuard)
@RequiresRole('admin')
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleMembersController {
  constructor(
    @Inject(ListMembers) private readonly listMembers: ListMembers,
    @Inject(ChangeMemberRole) private readonly changeMemberRole: ChangeMemberRole,
    @Inject(EndMemberSessions) private readonly endMemberSessions: EndMemberSessions,
    @Inject(RemoveMember) private readonly removeMember: RemoveMember,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listMembers', summary: 'The company’s members', description: 'Admins only.' })
  @ApiOkResponse({ type: ConsoleMemberListEnvelopeDto })
  @ApiErrorResponses(...GUARDED)
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: ConsoleMemberJson[] }>> {
    return successEnvelope({ items: (await this.listMembers.execute(session.company.id)).map((member) => presentConsoleMember(member, session.member)) });
  }

  @Post(':member_id/role')
  @HttpCode(200)
  @ApiOperation({ operationId: 'changeMemberRole', summary: 'Change a member’s role', description: 'Ends the member’s sessions; the last admin keeps its role.' })
  @ApiOkResponse({ type: ConsoleMemberEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async role(@Param('member_id') memberId: string, @Body() body: ChangeMemberRoleRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.changeMemberRole.execute({ companyId: session.company.id, memberId }, body.role), session.member));
  }

  @Post(':member_id/sign-out')
  @HttpCode(200)
  @ApiOperation({ operationId: 'signOutMember', summary: 'Sign a member out everywhere', description: 'Ends every session of the member.' })
  @ApiOkResponse({ type: ConsoleMemberEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async signOut(@Param('member_id') memberId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsoleMemberJson>> {
    return successEnvelope(presentConsoleMember(await this.endMemberSessions.execute({ companyId: session.company.id, memberId }), session.member));
  }

  @Delete(':member_id')
  @ApiOperation({ operationId: 'removeMember', summary: 'Remove a member', description: 'Ends its sessions; the last admin stays.' })
  @ApiOkResponse({ type: RemovedMemberEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async remove(@Param('member_id') memberId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ member_id: string; removed: true }>> {
    const removed = await this.removeMember.execute({ companyId: session.company.id, memberId });
    return successEnvelope({ member_id: removed.id, removed: true });
  }
}
