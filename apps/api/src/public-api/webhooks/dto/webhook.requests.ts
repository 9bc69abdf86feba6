import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import { MAX_CONNECT_FLOW_ID_LENGTH, MAX_WEBHOOK_EVENTS, MAX_WEBHOOK_NAME_LENGTH, MAX_WEBHOOK_URL_LENGTH, WEBHOOK_ACTIONS } from '@gig/domain';
import { OptionalTextField } from '../../../platform/http/text-field.decorator';

const EVENTS_DESCRIPTION = 'Only these actions; null or absent: every action.';

/** The fields of a subscription; creation needs `url` and `name`, an update takes any of them. */
export class UpdateWebhookRequestDto {
  @OptionalTextField({
    format: 'uri',
    maxLength: MAX_WEBHOOK_URL_LENGTH,
    example: 'https://hooks.lender.example/gig',
    description: 'Where events are posted: http(s); for live companies https to a public address.',
  })
  url?: string;

  @OptionalTextField({ minLength: 1, maxLength: MAX_WEBHOOK_NAME_LENGTH, example: 'Loan decisions' })
  name?: string;

  @ApiPropertyOptional({ type: String, enum: WEBHOOK_ACTIONS, isArray: true, nullable: true, minItems: 1, maxItems: MAX_WEBHOOK_EVENTS, description: EVENTS_DESCRIPTION })
  @IsOptional()
  @IsArray({ message: 'events must be a list of actions or null' })
  @IsString({ each: true, message: 'events must be a list of action names' })
  events?: string[] | null;

  @OptionalTextField({ type: String, nullable: true, maxLength: MAX_CONNECT_FLOW_ID_LENGTH, description: 'The connect flow (widget) the subscription is for; shown as `widget_id`.' }, 'connect_flow_id must be a string or null')
  connect_flow_id?: string | null;

  @ApiPropertyOptional({ default: true, description: 'Sign deliveries with the Standard Webhooks headers.' })
  @IsOptional()
  @IsBoolean({ message: 'sign_request must be true or false' })
  sign_request?: boolean;

  @ApiPropertyOptional({ description: 'false pauses deliveries; true turns a subscription back on (clearing its failure streak).' })
  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;

  @ApiPropertyOptional({ description: "Must match the company's keys when given: true for sandbox companies, false for live ones." })
  @IsOptional()
  @IsBoolean({ message: 'is_sandbox must be true or false' })
  is_sandbox?: boolean;
}

export class CreateWebhookRequestDto extends UpdateWebhookRequestDto {
  @ApiProperty({ format: 'uri', maxLength: MAX_WEBHOOK_URL_LENGTH, example: 'https://hooks.lender.example/gig', description: 'Where events are posted: http(s); for live companies https to a public address.' })
  declare url?: string;

  @ApiProperty({ minLength: 1, maxLength: MAX_WEBHOOK_NAME_LENGTH, example: 'Loan decisions' })
  declare name?: string;
}
