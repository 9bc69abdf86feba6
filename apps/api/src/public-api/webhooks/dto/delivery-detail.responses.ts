import { ApiProperty } from '@nestjs/swagger';
import { ANSWER_EXCERPT_BYTES, ATTEMPT_FAILURES, AttemptFailure } from '@gig/domain';
import type { DeliveryAttemptJson, DeliveryDetailJson } from '../webhook.presenter';
import { DeliveryDto, WebhookPayloadDto } from './webhook.responses';
import { envelopeOf } from '../../../platform/docs/envelope-of';

export class DeliveryAttemptDto implements DeliveryAttemptJson {
  @ApiProperty({ minimum: 1, example: 1, description: 'Numbered over the delivery’s whole life: a resend goes on counting.' }) attempt!: number;
  @ApiProperty({ format: 'date-time', description: 'When the request started.' }) attempted_at!: string;
  @ApiProperty({ minimum: 0, example: 182, description: 'From the request’s start to the answer’s end, or to the failure.' }) duration_ms!: number;
  @ApiProperty({ type: Number, nullable: true, example: 500, description: "The receiver's HTTP status; null when no answer came (see `failure`)." }) http_status!: number | null;
  @ApiProperty({
    type: String, enum: [...ATTEMPT_FAILURES, null], nullable: true, example: null,
    description: 'Why no answer came; null when one did. `address_refused`: the name did not resolve, or resolved to an address deliveries may not reach (the two read the same); ' +
      '`not_sent`: the attempt could not be made (e.g. the secret could not be opened); `interrupted`: the server stopped during the attempt (it is retried at once).',
  })
  failure!: AttemptFailure | null;
  @ApiProperty({
    type: String, nullable: true, example: '{"error":"database unavailable"}',
    description: `The first ${ANSWER_EXCERPT_BYTES} bytes of the answer's body as UTF-8 text (invalid bytes read as U+FFFD); null when no answer came.`,
  })
  response_body!: string | null;
  @ApiProperty({ description: `The body was longer than ${ANSWER_EXCERPT_BYTES} bytes and \`response_body\` is its start.` }) response_body_truncated!: boolean;
}

export class DeliveryDetailDto extends DeliveryDto implements DeliveryDetailJson {
  @ApiProperty({ type: WebhookPayloadDto, description: 'The body posted on every attempt (signed as is).' }) payload!: WebhookPayloadDto;
  @ApiProperty({ type: [DeliveryAttemptDto], description: 'Every attempt, oldest first; empty before the first.' }) attempt_log!: DeliveryAttemptDto[];
}

export const DeliveryDetailEnvelopeDto = envelopeOf(DeliveryDetailDto, 'DeliveryDetailEnvelopeDto');
