import { Param, Post } from '@nestjs/common';
import { Principal, ResendWebhookDelivery } from '@gig/domain';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ResentDeliveryEnvelopeDto } from './console-webhook.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

/** What the console does with webhooks that `/v1/webhooks` does not: resend a delivery. The rest is `/v1`'s. */
@ConsoleApi('console/api/webhooks', 'webhooks')
export class ConsoleWebhooksController {
  constructor(private readonly resendDelivery: ResendWebhookDelivery) {}

  @Operation(Post(':webhook_id/deliveries/:delivery_id/resend'), {
    status: 200,
    id: 'resendWebhookDelivery', summary: 'Deliver again', description: 'Queues the delivery’s event to this subscription again.',
    ok: { type: ResentDeliveryEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async resend(
    @Param('webhook_id') id: string,
    @Param('delivery_id') deliveryId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Envelope<{ resent: true }>> {
    await this.resendDelivery.execute(principal, id, deliveryId);
    return successEnvelope({ resent: true });
  }
}
