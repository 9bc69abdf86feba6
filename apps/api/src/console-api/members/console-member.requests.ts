import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MEMBER_ROLES, MemberRole } from '@gig/domain';

export class ChangeMemberRoleRequestDto {
  @ApiProperty({ enum: MEMBER_ROLES })
  @IsIn(MEMBER_ROLES, { message: `role must be one of ${MEMBER_ROLES.join(', ')}` })
  role!: MemberRole;
}
