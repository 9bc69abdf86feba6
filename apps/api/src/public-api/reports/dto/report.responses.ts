import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import type { DeletedReportJson, ReportJson, ReportPageJson } from '../report.presenter';
import { IncomeInsightsDto, nullableObject } from './income-insights.responses';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import { paginationOf } from '../../../platform/docs/pagination-of';

const sha256 = (description: string) => ({ type: String, nullable: true, pattern: '^[0-9a-f]{64}$', description });

class ReportWindowDto {
  @ApiProperty({ format: 'date', example: '2025-03-11' }) start_date!: string;
  @ApiProperty({ format: 'date', example: '2026-03-10' }) end_date!: string;
}

@ApiExtraModels(IncomeInsightsDto)
export class ReportDto implements ReportJson {
  @ApiProperty({ format: 'uuid' }) report_id!: string;
  @ApiProperty({
    enum: ['sandbox', 'live'],
    description: 'The issuing company’s environment. `sandbox`: a test report made from simulated data, valid for no decision: its PDF carries a SANDBOX band on every page, ' +
      'its `insights.json` says `"environment": "sandbox"`, a sandbox certificate signs it, and its verification says so.',
  })
  environment!: 'sandbox' | 'live';
  @ApiProperty({ enum: ['generating', 'ready', 'failed'] }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'When `failed`: `unable_to_generate_insights_pdf` (the JSON is kept).' }) status_details!: string | null;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true }) external_id!: string | null;
  @ApiProperty({ enum: ['es', 'en'], description: "The PDF's language." }) language!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date', description: 'The last day of the window.' }) as_of!: string;
  @ApiProperty({ type: ReportWindowDto }) window!: ReportWindowDto;
  @ApiProperty({ type: String, nullable: true, example: 'mxn', description: "The aggregated read's currency; null until computed or without any day." }) currency!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['converted_from_multiple', null] }) currency_note!: string | null;
  @ApiProperty(sha256('SHA-256 of the report\'s JSON (`insights.json` inside the PDF); null until computed.')) data_sha256!: string | null;
  @ApiProperty(sha256('SHA-256 of the PDF served; null until made, and when it could not be.')) pdf_sha256!: string | null;
  @nullableObject(IncomeInsightsDto, 'The figures (/docs/income-insights defines each); null until computed.') insights!: IncomeInsightsDto | null;
}

const ReportPaginationDto = paginationOf('ReportPaginationDto', 3);

export class ReportPageDto implements ReportPageJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: [ReportDto], description: 'Newest first.' }) reports!: ReportDto[];
  @ApiProperty({ type: ReportPaginationDto }) pagination!: ReportPageJson['pagination'];
}

export class DeletedReportDto implements DeletedReportJson {
  @ApiProperty({ format: 'uuid' }) report_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export const ReportEnvelopeDto = envelopeOf(ReportDto, 'ReportEnvelopeDto');
export const ReportPageEnvelopeDto = envelopeOf(ReportPageDto, 'ReportPageEnvelopeDto');
export const DeletedReportEnvelopeDto = envelopeOf(DeletedReportDto, 'DeletedReportEnvelopeDto');
