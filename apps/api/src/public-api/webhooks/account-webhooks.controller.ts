import { Param, Post } from '@nestjs/common';
import { Principal, ResendAccountWebhook } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { QueuedEventEnvelopeDto } from './dto/webhook.responses';
import { presentQueuedEvent, QueuedEventJson } from './webhook.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/accounts', 'webhooks')
export class AccountWebhooksController {
  constructor(private readonly resend: ResendAccountWebhook) {}

  @Operation(Post(':account_id/resend-webhook'), {
    status: 202, access: 'manage', keys: 'private',
    id: 'resendAccountWebhook',
    summary: "Send an account's latest event again",
    description: 'Queues the account’s newest event again, from its first attempt, for every active subscription that asks for it. ' +
      'It keeps its event id (the `webhook-id` header), so a receiver that already has it can tell. `not_found_error` when the account has no event yet.',
    accepted: { type: QueuedEventEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async resendWebhook(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<QueuedEventJson>> {
    const { event, deliveries } = await this.resend.execute(principal, accountId);
    return successEnvelope(presentQueuedEvent(event, null, deliveries));
  }
}
