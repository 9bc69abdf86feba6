import { ApiProperty } from '@nestjs/swagger';
import { accountStatus, WEBHOOK_ACTIONS } from '@gig/domain';
import type { DeletedWebhookJson, DeliveryJson, DeliveryPageJson, QueuedEventJson, ResentDeliveryJson, WebhookJson, WebhookListJson, WebhookWithSecretJson } from '../webhook.presenter';
import type { WebhookPayloadJson } from '../webhook-payload.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import { paginationOf } from '../../../platform/docs/pagination-of';

type WebhookPayloadData = WebhookPayloadJson['data'];

const ACTIONS = [...WEBHOOK_ACTIONS, 'webhook.test'];

export class WebhookDto implements WebhookJson {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty({ format: 'uri', example: 'https://hooks.lender.example/gig' }) url!: string;
  @ApiProperty({ example: 'Loan decisions' }) name!: string;
  @ApiProperty({ type: String, enum: WEBHOOK_ACTIONS, isArray: true, nullable: true, description: 'Only these actions; null: every action.' }) events!: string[] | null;
  @ApiProperty({ type: String, nullable: true, description: 'The connect flow it was created for (`connect_flow_id`).' }) widget_id!: string | null;
  @ApiProperty() is_sandbox!: boolean;
  @ApiProperty({ description: 'false once turned off (by you, or after 5 days of failed deliveries).' }) is_active!: boolean;
  @ApiProperty() sign_request!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class WebhookWithSecretDto extends WebhookDto implements WebhookWithSecretJson {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The signing secret (Standard Webhooks); shown only here and on rotation.' })
  private_key!: string;
}

export class WebhookListDto implements WebhookListJson {
  @ApiProperty({ type: [WebhookDto], description: 'Oldest first.' }) webhooks!: WebhookDto[];
}

export class DeletedWebhookDto implements DeletedWebhookJson {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export class DeliveryDto implements DeliveryJson {
  @ApiProperty({ example: '42' }) delivery_id!: string;
  @ApiProperty({ format: 'uuid', description: 'Also the `webhook-id` header: the same on every attempt.' }) event_id!: string;
  @ApiProperty({ enum: ACTIONS }) webhook_action!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) account_id!: string | null;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ minimum: 0 }) attempts!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The receiver's last HTTP status; null when it did not answer." }) last_http_status!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'no HTTP answer (connection failed or timed out)', description: 'Why the last attempt failed: `HTTP <status>` for the receiver\'s answer, `address <ip> is not public` for a URL naming an inside address, else the same reason for every failure before an answer (refused, reset, silent, unresolvable, or resolving to an inside address); the detail is in the server\'s log only.' }) last_error!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'While pending.' }) next_attempt_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

const DeliveryPaginationDto = paginationOf('DeliveryPaginationDto', 3);

export class DeliveryPageDto implements DeliveryPageJson {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty({ type: [DeliveryDto], description: 'Newest first.' }) deliveries!: DeliveryDto[];
  @ApiProperty({ type: DeliveryPaginationDto }) pagination!: DeliveryPageJson['pagination'];
}

export class QueuedEventDto implements QueuedEventJson {
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ enum: ACTIONS }) webhook_action!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) webhook_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) account_id!: string | null;
  @ApiProperty({ minimum: 0, description: 'Deliveries queued.' }) deliveries!: number;
}

export class ResentDeliveryDto implements ResentDeliveryJson {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty({ example: '42' }) delivery_id!: string;
  @ApiProperty({ type: Boolean, enum: [true] }) resent!: true;
}

export const WebhookEnvelopeDto = envelopeOf(WebhookDto, 'WebhookEnvelopeDto');
export const WebhookWithSecretEnvelopeDto = envelopeOf(WebhookWithSecretDto, 'WebhookWithSecretEnvelopeDto');
export const WebhookListEnvelopeDto = envelopeOf(WebhookListDto, 'WebhookListEnvelopeDto');
export const DeletedWebhookEnvelopeDto = envelopeOf(DeletedWebhookDto, 'DeletedWebhookEnvelopeDto');
export const DeliveryPageEnvelopeDto = envelopeOf(DeliveryPageDto, 'DeliveryPageEnvelopeDto');
export const QueuedEventEnvelopeDto = envelopeOf(QueuedEventDto, 'QueuedEventEnvelopeDto');
export const ResentDeliveryEnvelopeDto = envelopeOf(ResentDeliveryDto, 'ResentDeliveryEnvelopeDto');

class WebhookPayloadDataDto implements WebhookPayloadData {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty({ enum: ACTIONS }) webhook_action!: string;
  @ApiProperty({ format: 'uuid', description: 'The same as the `webhook-id` header; receivers dedupe on it.' }) event_id!: string;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) user_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) external_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) account_id!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'uber' }) platform!: string | null;
  @ApiProperty({ type: String, nullable: true, example: accountStatus.success, description: 'The account status after the change; for `document.processed`, the document’s (`processed` or `unreadable`).' }) status!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The catalogue code of the failure, for `login.error`, `login.incomplete` and `report.failed` (`unable_to_generate_insights_pdf`).' }) status_details!: string | null;
  @ApiProperty({ type: String, nullable: true }) warning!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The report of `report.ready` and `report.failed`.' }) report_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The document of `document.processed`.' }) document_id!: string | null;
  @ApiProperty({ type: String, enum: ['low', 'medium', 'high', null], nullable: true, description: 'The risk level of a readable document (`document.processed`); null otherwise.' }) risk_level!: string | null;
  @ApiProperty({ type: String, enum: ['worker', 'company', null], nullable: true, description: 'Who disconnected the account of `account.disconnected`: `worker` or `company`.' }) by!: 'worker' | 'company' | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The request of `worker_request.created`.' }) request_id!: string | null;
  @ApiProperty({ type: String, enum: ['deletion', 'objection', null], nullable: true, description: 'What the worker asked, on `worker_request.created`.' }) type!: 'deletion' | 'objection' | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'When the answer is due (20 business days), on `worker_request.created`.' }) due_on!: string | null;
}

/** What a receiver is posted (not an answer of this API): signed with the Standard Webhooks headers. */
export class WebhookPayloadDto implements WebhookPayloadJson {
  @ApiProperty({ type: WebhookPayloadDataDto }) data!: WebhookPayloadDataDto;
}
