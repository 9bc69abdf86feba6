import { ApiProperty } from '@nestjs/swagger';
import { WIDGET_LANGUAGES, WidgetLanguage } from '@gig/domain';
import { COUNTRY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import type { WidgetJson, WidgetListJson } from '../widget.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';


export class WidgetDto implements WidgetJson {
  @ApiProperty({ format: 'uuid' }) widget_id!: string;
  @ApiProperty({ example: 'Loans app' }) name!: string;
  @ApiProperty({ type: String, enum: PLATFORM_CODES, isArray: true }) platforms!: string[];
  @ApiProperty({ type: String, enum: COUNTRY_CODES, isArray: true }) countries!: string[];
  @ApiProperty({ type: String, isArray: true, example: ['https://app.lender.example'], description: 'The pages that may embed the widget.' }) allowed_origins!: string[];
  @ApiProperty({ type: String, format: 'uri', nullable: true }) redirect_url!: string | null;
  @ApiProperty({ enum: WIDGET_LANGUAGES }) language!: WidgetLanguage;
  @ApiProperty({ pattern: '^#[0-9a-f]{6}$', example: '#1a56db' }) primary_color!: string;
  @ApiProperty({ type: String, format: 'uri', nullable: true }) logo_url!: string | null;
  @ApiProperty({ example: '2026-11' }) consent_version!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class WidgetListDto implements WidgetListJson {
  @ApiProperty({ type: [WidgetDto], description: 'Newest first.' }) widgets!: WidgetDto[];
}

export const WidgetEnvelopeDto = envelopeOf(WidgetDto, 'WidgetEnvelopeDto');
export const WidgetListEnvelopeDto = envelopeOf(WidgetListDto, 'WidgetListEnvelopeDto');
