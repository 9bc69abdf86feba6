import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import type { IdentifierKind } from '@gig/domain';
import type { PlatformJson } from '../platform.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const IDENTIFIER_KINDS: IdentifierKind[] = ['email', 'phone', 'email_or_phone', 'curp'];

export class PlatformDto implements PlatformJson {
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) code!: string;
  @ApiProperty({ example: 'Uber' }) name!: string;
  @ApiProperty({ example: 'ride_hailing' }) family!: string;
  @ApiProperty({ enum: COUNTRY_CODES, isArray: true, example: ['mx', 'co'] }) countries!: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { mx: 'mxn', co: 'cop' }, description: 'Currency by country.' })
  currencies!: Record<string, string>;
  @ApiProperty({ enum: IDENTIFIER_KINDS }) identifier_kind!: IdentifierKind;
  @ApiProperty({ type: [String], enum: ['otp_code', 'password'], description: 'What the validate step takes; empty: no validation step.' })
  login_methods!: ('otp_code' | 'password')[];
  @ApiProperty() reports_trips!: boolean;
  @ApiProperty({ example: 60, description: 'Days of earnings history the platform gives.' }) history_days!: number;
}

export const PlatformsEnvelopeDto = envelopeOf([PlatformDto], 'PlatformsEnvelopeDto');
