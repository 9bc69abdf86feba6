import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Principal, ResendAccountWebhook } from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { QueuedEventEnvelopeDto } from './dto/webhook.responses';
import { presentQueuedEvent, QueuedEventJson } from './webhook.presenter';

@ApiTags('webhooks')
@Controller('v1/accounts')
@UseGuards(ApiKeyGuard)
export class AccountWebhooksController {
  constructor(@Inject(ResendAccountWebhook) private readonly resend: ResendAccountWebhook) {}

  @Post(':account_id/resend-webhook')
  @HttpCode(202)
  @RequiresAccess('manage')
  @ApiOperation({
    operationId: 'resendAccountWebhook',
    summary: "Send an account's latest event again",
    description: 'Queues the account’s newest event again, from its first attempt, for every active subscription that asks for it. ' +
      'It keeps its event id (the `webhook-id` header), so a receiver that already has it can tell. `not_found_error` when the account has no event yet.',
  })
  @ApiKeys('private')
  @ApiAcceptedResponse({ type: QueuedEventEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async resendWebhook(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<QueuedEventJson>> {
    const { event, deliveries } = await this.resend.execute(principal, accountId);
    return successEnvelope(presentQueuedEvent(event, null, deliveries));
  }
}
