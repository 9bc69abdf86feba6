import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_CODES } from '../../../platform/docs/wire-enums';
import type { AccountEarningJson, AccountEarningsJson, PaginationJson } from '../earnings-page.presenter';
import { paginationOf } from '../../../platform/docs/pagination-of';

export class AccountEarningDto implements AccountEarningJson {
  @ApiProperty({ format: 'date' }) earning_date!: string;
  @ApiProperty({ example: 812.5 }) amount!: number;
  @ApiProperty({ enum: CURRENCY_CODES, example: 'mxn' }) currency!: string;
  @ApiProperty({ type: Number, nullable: true, example: 11 }) count_trips!: number | null;
}

export class AccountEarningsDto implements AccountEarningsJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ type: [AccountEarningDto], description: 'By day.' }) earnings!: AccountEarningDto[];
}

export const PaginationDto = paginationOf('PaginationDto', 58);

export class EarningsPageEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: AccountEarningsDto }) data!: AccountEarningsDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationJson;
}
