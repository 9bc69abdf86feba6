import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import type { CurrencyNote } from '@gig/domain';
import type { AggregatedEarningsJson, DetailEntryJson, EarningEntryJson, PlatformEntryJson } from '../aggregated-earnings.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

export class DetailEntryDto implements DetailEntryJson {
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ example: 812.5, description: 'Rounded to 2 decimal places.' }) amount!: number;
  @ApiProperty({ type: Number, nullable: true, example: 11 }) count_trips!: number | null;
}

export class EarningEntryDto implements EarningEntryJson {
  @ApiProperty({ format: 'date' }) earning_date!: string;
  @ApiProperty({ example: 1250.75, description: 'Total for the day, rounded to 2 decimal places.' }) amount!: number;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'mxn', description: '`usd` when several currencies were combined.' }) currency!: string;
  @ApiProperty({ type: Number, nullable: true }) count_trips!: number | null;
  @ApiProperty({ type: [DetailEntryDto], nullable: true }) details!: DetailEntryDto[] | null;
  @ApiProperty({ type: String, nullable: true, enum: ['converted_from_multiple', null] }) currency_note!: CurrencyNote | null;
}

export class PlatformEntryDto implements PlatformEntryJson {
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ format: 'date' }) last_successful_connection!: string;
}

export class AggregatedEarningsDto implements AggregatedEarningsJson {
  @ApiProperty() platforms_count!: number;
  @ApiProperty({ type: [PlatformEntryDto] }) platforms!: PlatformEntryDto[];
  @ApiProperty({ type: [EarningEntryDto] }) earnings!: EarningEntryDto[];
}

export const AggregatedEarningsEnvelopeDto = envelopeOf(AggregatedEarningsDto, 'AggregatedEarningsEnvelopeDto');
