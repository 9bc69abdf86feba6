import { ApiProperty } from '@nestjs/swagger';
import { WORKER_REQUEST_STATUSES, WORKER_REQUEST_TYPES, WorkerRequestStatus, WorkerRequestType } from '@gig/domain';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import type { WorkerRequestJson, WorkerRequestListJson } from '../worker-request.presenter';

export class WorkerRequestDto implements WorkerRequestJson {
  @ApiProperty({ format: 'uuid' }) request_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once a completed deletion removed the user.' }) user_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) external_id!: string | null;
  @ApiProperty({ enum: WORKER_REQUEST_TYPES, description: '`deletion` (cancellation) or `objection` (to automated evaluation).' }) type!: WorkerRequestType;
  @ApiProperty({ type: String, nullable: true, description: 'The worker’s message.' }) message!: string | null;
  @ApiProperty({ enum: WORKER_REQUEST_STATUSES }) status!: WorkerRequestStatus;
  @ApiProperty({ format: 'date', description: '20 business days (Monday to Friday) after the day of the request, Mexico City.' }) due_on!: string;
  @ApiProperty({
    type: 'integer', nullable: true,
    description: 'While pending: business days (Monday to Friday) from today (Mexico City) to `due_on`: 0 on the due day, negative once past it. null once answered.',
  }) business_days_left!: number | null;
  @ApiProperty({ description: 'Pending and past `due_on` (from the day after it, Mexico City).' }) overdue!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why the company declined; the worker sees it.' }) decline_reason!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolved_at!: string | null;
}

export class WorkerRequestListDto implements WorkerRequestListJson {
  @ApiProperty({ type: [WorkerRequestDto], description: 'The company’s: pending first, by due day. The worker’s own: newest first.' }) requests!: WorkerRequestDto[];
}

export const WorkerRequestEnvelopeDto = envelopeOf(WorkerRequestDto, 'WorkerRequestEnvelopeDto');
export const WorkerRequestListEnvelopeDto = envelopeOf(WorkerRequestListDto, 'WorkerRequestListEnvelopeDto');
