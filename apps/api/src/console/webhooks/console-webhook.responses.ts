import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../docs/envelope-of';
import { WebhookDto } from '../../webhooks/dto/webhook.responses';
import { consoleListDto } from '../console-page.responses';

export class ResentDeliveryDto {
  @ApiProperty({ type: Boolean, enum: [true] }) resent!: true;
}

export const ConsoleWebhookListEnvelopeDto = envelopeOf(consoleListDto(WebhookDto, 'ConsoleWebhookListDto'), 'ConsoleWebhookListEnvelopeDto');
export const ResentDeliveryEnvelopeDto = envelopeOf(ResentDeliveryDto, 'ResentDeliveryEnvelopeDto');
