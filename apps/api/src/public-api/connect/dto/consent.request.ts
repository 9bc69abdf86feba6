import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { WIDGET_LANGUAGES } from '@gig/domain';

/** A worker's consent (Palenca's fields); every field is checked by the use case, all bad ones named at once. */
export class RecordConsentRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsOptional()
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T15:04:05Z', description: 'When the worker consented (ISO 8601 with an offset): not before the user was created nor after now, give or take 5 minutes.' })
  @IsOptional()
  @IsString({ message: 'timestamp must be a string' })
  timestamp?: string;

  @ApiProperty({ minLength: 1, maxLength: 50, example: 'checkbox' })
  @IsOptional()
  @IsString({ message: 'consent_method must be a string' })
  consent_method?: string;

  @ApiProperty({ minLength: 1, maxLength: 32, example: '2026-11', description: 'The version of the consent text shown.' })
  @IsOptional()
  @IsString({ message: 'version must be a string' })
  version?: string;

  @ApiProperty({ enum: WIDGET_LANGUAGES })
  @IsOptional()
  @IsString({ message: 'language must be es or en' })
  language?: string;

  @ApiProperty({ minLength: 1, maxLength: 300, example: 'Mozilla/5.0 (Linux; Android 14)', description: 'The worker’s device, e.g. the browser’s user agent.' })
  @IsOptional()
  @IsString({ message: 'device must be a string' })
  device?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '203.0.113.7', description: 'IPv4 or IPv6, the worker’s address as your backend saw it; taken from a private key only. With a public key, or when absent, the caller’s address as the service sees it (behind a proxy, with `TRUST_PROXY`) is stored, and this one is only checked.' })
  @IsOptional()
  @IsString({ message: 'ip_address must be a string' })
  ip_address?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A widget of your company; default: the one the user was created through.' })
  @IsOptional()
  @IsString({ message: 'widget_id must be a string' })
  widget_id?: string | null;
}
