import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { UNREADABLE_REASONS } from '@gig/domain';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import { nullableObject } from '../../reports/dto/income-insights.responses';
import type { WorkerDocumentJson, WorkerExtractedJson } from '../worker-document.presenter';

class WorkerWeeksDto {
  @ApiProperty({ type: 'integer', example: 812 }) quoted!: number;
  @ApiProperty({ type: 'integer', example: 0 }) discounted!: number;
  @ApiProperty({ type: 'integer', example: 0 }) reintegrated!: number;
  @ApiProperty({ type: 'integer', example: 812 }) total!: number;
}

class WorkerEmployerDto {
  @ApiProperty({ example: 'SERVICIOS INTEGRALES DEL CENTRO SA DE CV' }) name!: string;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Null while the job lasts (`Vigente`).' }) end_date!: string | null;
}

class WorkerExtractedDto implements WorkerExtractedJson {
  @ApiProperty() name!: string;
  @ApiProperty({ example: '*******4651', description: 'The NSS with all but its last 4 digits masked.' }) nss_masked!: string;
  @ApiProperty({ type: WorkerWeeksDto }) weeks!: WorkerWeeksDto;
  @ApiProperty({ type: [WorkerEmployerDto], description: 'Newest first.' }) employers!: WorkerEmployerDto[];
}

@ApiExtraModels(WorkerExtractedDto)
export class WorkerDocumentDto implements WorkerDocumentJson {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ enum: ['processed', 'unreadable'] }) status!: string;
  @ApiProperty({ type: String, nullable: true, enum: [...UNREADABLE_REASONS, null] }) reason!: string | null;
  @nullableObject(WorkerExtractedDto, 'What the worker sees was read; null when unreadable.') extracted!: WorkerExtractedDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The `imss` account it fed.' }) account_id!: string | null;
}

export const WorkerDocumentEnvelopeDto = envelopeOf(WorkerDocumentDto, 'WorkerDocumentEnvelopeDto');
