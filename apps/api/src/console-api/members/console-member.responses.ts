import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_ROLES, MemberRole } from '@gig/domain';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { consoleListDto } from '../console-page.responses';
import type { ConsoleMemberJson } from './console-member.presenter';

export class ConsoleMemberDto implements ConsoleMemberJson {
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty({ example: 'ana@lender.example' }) email!: string;
  @ApiProperty({ enum: MEMBER_ROLES }) role!: MemberRole;
  @ApiProperty({ description: 'false until the member has used the link to set one.' }) password_set!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'The signed-in member itself.' }) is_you!: boolean;
}

export class RemovedMemberDto {
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty({ type: Boolean, enum: [true] }) removed!: true;
}

export const ConsoleMemberListEnvelopeDto = envelopeOf(consoleListDto(ConsoleMemberDto, 'ConsoleMemberListDto'), 'ConsoleMemberListEnvelopeDto');
export const ConsoleMemberEnvelopeDto = envelopeOf(ConsoleMemberDto, 'ConsoleMemberEnvelopeDto');
export const RemovedMemberEnvelopeDto = envelopeOf(RemovedMemberDto, 'RemovedMemberEnvelopeDto');
