import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { Environment, ReportStatus, ReportValidity } from '@gig/domain';
import type { FileVerificationJson, ReportVerificationJson } from '../verification.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const SHA256 = { type: String, nullable: true, pattern: '^[0-9a-f]{64}$' } as const;

class ReportWindowDto {
  @ApiProperty({ format: 'date', example: '2025-11-21' }) start_date!: string;
  @ApiProperty({ format: 'date', example: '2026-11-20' }) end_date!: string;
}

export class ReportVerificationDto implements ReportVerificationJson {
  @ApiProperty({ format: 'uuid' }) report_id!: string;
  @ApiProperty({ example: 'Financiera Ejemplo', description: 'The company that asked for the report.' }) issuer_company!: string;
  @ApiProperty({ format: 'date-time', description: 'When the report was asked for.' }) issued_at!: string;
  @ApiProperty({ type: ReportWindowDto }) window!: ReportWindowDto;
  @ApiProperty({
    enum: ['sandbox', 'live'],
    description: '`sandbox`: a test report of a sandbox company, made from simulated data and valid for no decision, whatever its `validity`; `live`: made from the worker’s real accounts.',
  })
  environment!: Environment;
  @ApiProperty({
    type: String, nullable: true, example: null,
    description: 'For a sandbox report, the warning to show to whoever relies on it: "SANDBOX — simulated data, not valid for any decision / SANDBOX — datos simulados, sin validez"; null for a live report.',
  })
  notice!: string | null;
  @ApiProperty({ enum: ['generating', 'ready', 'failed'], description: 'The report’s generation: `generating` until its PDF is made; `failed` when it could not be.' })
  status!: ReportStatus;
  @ApiProperty({
    enum: ['valid', 'revoked', 'expired'],
    description: '`valid` while the company keeps the report; `revoked` once it deleted it (or its user); `expired` past the retention (REPORT_RETENTION_DAYS).',
  })
  validity!: ReportValidity;
  @ApiProperty({ ...SHA256, description: 'SHA-256 of the report’s JSON (`insights.json`, attached to the PDF); null while generating.' }) data_sha256!: string | null;
  @ApiProperty({ ...SHA256, description: 'SHA-256 of the PDF’s exact bytes; null until it is made, and when it could not be.' }) pdf_sha256!: string | null;
}

@ApiExtraModels(ReportVerificationDto)
export class FileVerificationDto implements FileVerificationJson {
  @ApiProperty({ description: 'Whether the file is byte for byte the PDF of an issued report (whatever its validity now).' }) issued!: boolean;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file received.' }) sha256!: string;
  // OpenAPI 3.0 ignores `nullable` beside a `$ref`: the object or null, spelled so every validator agrees.
  @ApiProperty({ anyOf: [{ $ref: getSchemaPath(ReportVerificationDto) }, { type: 'object', nullable: true, enum: [null] }], description: 'That report, as GET /verify/{report_id} gives it; null when not issued.' })
  report!: ReportVerificationDto | null;
}

export const ReportVerificationEnvelopeDto = envelopeOf(ReportVerificationDto, 'ReportVerificationEnvelopeDto');
export const FileVerificationEnvelopeDto = envelopeOf(FileVerificationDto, 'FileVerificationEnvelopeDto');
