import { ApiProperty } from '@nestjs/swagger';
import { PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import { PaginationDto } from './earnings-page.response';
import type { PaginationJson } from '../earnings-page.presenter';
import type { AccountEmploymentJson, EmploymentInfoJson, EmploymentRecordJson } from '../account-employment.presenter';

export class EmploymentInfoDto implements EmploymentInfoJson {
  @ApiProperty({ example: 512 }) quoted_weeks!: number;
  @ApiProperty({ example: 3 }) discounted_weeks!: number;
  @ApiProperty({ example: 0 }) reintegrated_weeks!: number;
  @ApiProperty({ example: 'employed', description: 'e.g. employed or unemployed' }) status!: string;
}

export class EmploymentRecordDto implements EmploymentRecordJson {
  @ApiProperty() employer!: string;
  @ApiProperty({ type: String, nullable: true }) employer_registration!: string | null;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null while the job lasts' }) end_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) federal_entity!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 412.35, description: 'Daily base salary in MXN.' }) base_salary!: number | null;
}

export class AccountEmploymentDto implements AccountEmploymentJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ enum: PLATFORM_CODES, example: 'imss' }) platform!: string;
  @ApiProperty({ type: EmploymentInfoDto }) employment_info!: EmploymentInfoDto;
  @ApiProperty({ type: [EmploymentRecordDto], description: 'One page of the jobs, most recent first (see `pagination`).' })
  employment_history!: EmploymentRecordDto[];
}

export class AccountEmploymentEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: AccountEmploymentDto }) data!: AccountEmploymentDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
  @ApiProperty({ type: PaginationDto, description: 'Over employment_history.' }) pagination!: PaginationJson;
}
