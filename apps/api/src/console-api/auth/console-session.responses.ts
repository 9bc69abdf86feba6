import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_ROLES, MemberRole } from '@gig/domain';
import { envelopeOf } from '../../platform/docs/envelope-of';
import type { ConsoleSessionJson, MemberJson } from './console-session.presenter';

export class MemberDto implements MemberJson {
  @ApiProperty({ format: 'uuid' }) member_id!: string;
  @ApiProperty({ example: 'ana@lender.example' }) email!: string;
  @ApiProperty({ enum: MEMBER_ROLES, description: 'admin: every page and write; viewer: reads only.' }) role!: MemberRole;
  @ApiProperty({ format: 'uuid' }) company_id!: string;
  @ApiProperty({ example: 'Lender' }) company_name!: string;
  @ApiProperty({ enum: ['sandbox', 'live'] }) environment!: 'sandbox' | 'live';
}

export class ConsoleSessionDto implements ConsoleSessionJson {
  @ApiProperty({ type: MemberDto }) member!: MemberDto;
  @ApiProperty({ description: 'Send it back as `X-CSRF-Token` on every write.' }) csrf_token!: string;
}

export class SignedOutDto {
  @ApiProperty({ type: Boolean, enum: [true] }) signed_out!: true;
}

export class PasswordSetDto {
  @ApiProperty({ example: 'ana@lender.example', description: 'The member whose password was set.' }) email!: string;
}

export const ConsoleSessionEnvelopeDto = envelopeOf(ConsoleSessionDto, 'ConsoleSessionEnvelopeDto');
export const SignedOutEnvelopeDto = envelopeOf(SignedOutDto, 'SignedOutEnvelopeDto');
export const PasswordSetEnvelopeDto = envelopeOf(PasswordSetDto, 'PasswordSetEnvelopeDto');
