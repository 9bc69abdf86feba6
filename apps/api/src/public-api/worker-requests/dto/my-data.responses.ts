import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import type { ConsentJson } from '../../connect/consent.presenter';
import type { ReportJson } from '../../reports/report.presenter';
import type { UserJson } from '../../users/user.presenter';
import type { ConsentHistoryJson, CopiedAccountJson, CopiedDocumentJson, WorkerDataCopyJson } from '../my-data.presenter';
import { WorkerRequestDto } from './worker-request.responses';

const SECTION = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** Each section as the API's own reads return it (GET /v1/accounts/{id}, …/profile, …/employment, the report, the consent). */
export class WorkerDataCopyDto implements WorkerDataCopyJson {
  @ApiProperty({ format: 'date-time' }) generated_at!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'As GET /v1/users/{user_id}.' }) user!: UserJson;
  @ApiProperty({ ...SECTION, description: 'Each account as GET /v1/accounts/{account_id}, with `earnings` (every day), `profile` and `employment` (or null).' })
  accounts!: CopiedAccountJson[];
  @ApiProperty({ ...SECTION, description: 'Uploaded documents: metadata and what was read (`extracted`), never the file.' }) documents!: CopiedDocumentJson[];
  @ApiProperty({ ...SECTION, description: 'Reports as GET /v1/reports/{report_id} (not the PDFs).' }) reports!: ReportJson[];
  @ApiProperty({ ...SECTION, description: 'Consents as recorded.' }) consents!: ConsentJson[];
  @ApiProperty({ type: [WorkerRequestDto] }) worker_requests!: WorkerRequestDto[];
  @ApiProperty({ ...SECTION, description: 'Each action on the worker’s rights: `action`, `subject_id`, `by`, `ip_address`, `at`.' }) consent_history!: ConsentHistoryJson[];
}

export const WorkerDataCopyEnvelopeDto = envelopeOf(WorkerDataCopyDto, 'WorkerDataCopyEnvelopeDto');

/** A large copy being prepared in the background: ask `GET /v1/connect/worker-requests/copy/{copy_id}` until it is ready. */
export class PendingDataCopyDto {
  @ApiProperty({ format: 'uuid' }) copy_id!: string;
  @ApiProperty({ enum: ['pending', 'failed'] }) status!: 'pending' | 'failed';
}

export const PendingDataCopyEnvelopeDto = envelopeOf(PendingDataCopyDto, 'PendingDataCopyEnvelopeDto');
