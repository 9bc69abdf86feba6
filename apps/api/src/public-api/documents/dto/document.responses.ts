import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { MOVEMENT_TYPES, RISK_SIGNAL_CODES, UNREADABLE_REASONS } from '@gig/domain';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import { paginationOf } from '../../../platform/docs/pagination-of';
import { nullableObject } from '../../reports/dto/income-insights.responses';
import type { DeletedDocumentJson, DocumentJson, DocumentPageJson, EmployerJson, ExtractedJson, MovementJson, RiskJson, RiskSignalJson } from '../document.presenter';

const LEVELS = ['low', 'medium', 'high'];

class WeeksDto {
  @ApiProperty({ type: 'integer', example: 812, description: '`Semanas cotizadas IMSS`.' }) quoted!: number;
  @ApiProperty({ type: 'integer', example: 0, description: '`Semanas Descontadas (por disposición de recursos) (-)`.' }) discounted!: number;
  @ApiProperty({ type: 'integer', example: 0, description: '`Semanas Reintegradas (+)`.' }) reintegrated!: number;
  @ApiProperty({ type: 'integer', example: 812, description: '`Total de semanas cotizadas`, as printed (`weeks_do_not_add_up` when it is not quoted − discounted + reintegrated).' }) total!: number;
}

class EmployerDto implements EmployerJson {
  @ApiProperty({ example: 'SERVICIOS INTEGRALES DEL CENTRO SA DE CV', description: '`Nombre del patrón`.' }) name!: string;
  @ApiProperty({ example: 'Y6012345108', description: '`Registro Patronal`, as printed.' }) registro_patronal!: string;
  @ApiProperty({ example: 'CIUDAD DE MEXICO', description: '`Entidad federativa`.' }) state!: string;
  @ApiProperty({ format: 'date', description: '`Fecha de alta`.' }) start_date!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: '`Fecha de baja`; null while the job lasts (`Vigente`).' }) end_date!: string | null;
  @ApiProperty({ example: 154.33, description: '`Salario Base de Cotización`: daily, MXN, exact to the cent.' }) base_salary!: number;
}

class MovementDto implements MovementJson {
  @ApiProperty({ description: 'The employer block it is listed under.' }) registro_patronal!: string;
  @ApiProperty({ enum: MOVEMENT_TYPES }) type!: MovementJson['type'];
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: 154.33, description: 'Daily, MXN, exact to the cent.' }) salary!: number;
}

class ExtractedDto implements ExtractedJson {
  @ApiProperty({ description: 'After `Estimado(a),`.' }) name!: string;
  @ApiProperty({ example: '12345678903' }) nss!: string;
  @ApiProperty({ example: 'GOMJ850312HDFRRN04' }) curp!: string;
  @ApiProperty({ format: 'date', description: '`Fecha de emisión del reporte`.' }) issued_on!: string;
  @ApiProperty({ type: WeeksDto }) weeks!: WeeksDto;
  @ApiProperty({ type: [EmployerDto], description: '`Tu historia laboral`, newest first, as printed.' }) employers!: EmployerDto[];
  @ApiProperty({ type: [MovementDto], nullable: true, description: 'The detailed report’s movements; null when the constancia has none.' }) movements!: MovementDto[] | null;
}

class RiskSignalDto implements RiskSignalJson {
  @ApiProperty({ enum: RISK_SIGNAL_CODES }) code!: RiskSignalJson['code'];
  @ApiProperty({ example: 'curp', description: 'A path into `extracted` (`employers[0].start_date` in camelCase: `employers[0].startDate`), or `file`, `metadata`, `fonts`, `page`.' }) field!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The 1-based page it concerns; null for the file as a whole.' }) page!: number | null;
  @ApiProperty() expected!: string;
  @ApiProperty() found!: string;
  @ApiProperty({ type: 'integer', example: 60 }) weight!: number;
}

class RiskDto implements RiskJson {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'min(100, the sum of the signals’ weights).' }) score!: number;
  @ApiProperty({ enum: LEVELS, description: '`low` below 25, `medium` from 25, `high` from 60.' }) level!: RiskJson['level'];
  @ApiProperty({ type: [RiskSignalDto], description: 'Every signal tripped, in the reference’s order; empty for a genuine-looking constancia.' }) signals!: RiskSignalDto[];
}

@ApiExtraModels(ExtractedDto, RiskDto)
export class DocumentDto implements DocumentJson {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ enum: ['imss_constancia'] }) type!: string;
  @ApiProperty({ enum: ['processed', 'unreadable'], description: '`unreadable`: no constancia could be read (see `reason`); it feeds nothing.' }) status!: string;
  @ApiProperty({ type: String, nullable: true, enum: [...UNREADABLE_REASONS, null] }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What was missing, in a sentence, when unreadable.' }) reason_detail!: string | null;
  @ApiProperty({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file’s exact bytes.' }) sha256!: string;
  @ApiProperty({ type: 'integer', description: 'Bytes.' }) size!: number;
  @ApiProperty({ format: 'date-time' }) uploaded_at!: string;
  @ApiProperty({ enum: ['lender', 'worker'], description: '`lender`: through this API; `worker`: through the connect widget.' }) uploaded_by!: string;
  @ApiProperty({ description: 'Uploaded by a sandbox company: processed like a live one’s, valid for no decision.' }) sandbox!: boolean;
  @ApiProperty({ description: 'False once the file was purged (`DOCUMENT_RETENTION_DAYS`); the extracted data stays.' }) file_available!: boolean;
  @nullableObject(ExtractedDto, 'What the constancia says; null when unreadable.') extracted!: ExtractedDto | null;
  @nullableObject(RiskDto, 'How far to trust it (README "Documents"); null when unreadable.') risk!: RiskDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The `imss` account it fed; null when it fed none.' }) account_id!: string | null;
}

const DocumentPaginationDto = paginationOf('DocumentPaginationDto', 2);

export class DocumentPageDto implements DocumentPageJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: [DocumentDto], description: 'Newest first.' }) documents!: DocumentDto[];
  @ApiProperty({ type: DocumentPaginationDto }) pagination!: DocumentPageJson['pagination'];
}

export class DeletedDocumentDto implements DeletedDocumentJson {
  @ApiProperty({ format: 'uuid' }) document_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export const DocumentEnvelopeDto = envelopeOf(DocumentDto, 'DocumentEnvelopeDto');
export const DocumentPageEnvelopeDto = envelopeOf(DocumentPageDto, 'DocumentPageEnvelopeDto');
export const DeletedDocumentEnvelopeDto = envelopeOf(DeletedDocumentDto, 'DeletedDocumentEnvelopeDto');
