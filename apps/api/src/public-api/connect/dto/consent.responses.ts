import { ApiProperty } from '@nestjs/swagger';
import { WIDGET_LANGUAGES, WidgetLanguage } from '@gig/domain';
import type { ConsentJson } from '../consent.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

export class ConsentDto implements ConsentJson {
  @ApiProperty({ format: 'uuid' }) consent_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) widget_id!: string | null;
  @ApiProperty({ example: '203.0.113.7' }) ip_address!: string;
  @ApiProperty({ format: 'date-time', description: 'When the worker consented, in UTC.' }) timestamp!: string;
  @ApiProperty({ example: 'checkbox' }) consent_method!: string;
  @ApiProperty({ example: '2026-11' }) version!: string;
  @ApiProperty({ enum: WIDGET_LANGUAGES }) language!: WidgetLanguage;
  @ApiProperty() device!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export const ConsentEnvelopeDto = envelopeOf(ConsentDto, 'ConsentEnvelopeDto');
