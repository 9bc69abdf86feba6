import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ConsoleSession, ResendWebhookDelivery } from '@gig/domain';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ResentDeliveryEnvelopeDto } from './console-webhook.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';

/** What the console does with webhooks that `/v1/webhooks` does not: resend a delivery. The rest is `/v1`'s. */
@ApiTags('webhooks')
@Controller('console/api/webhooks')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleWebhooksController {
  constructor(@Inject(ResendWebhookDelivery) private readonly resendDelivery: ResendWebhookDelivery) {}

  @Post(':webhook_id/deliveries/:delivery_id/resend')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resendWebhookDelivery', summary: 'Deliver again', description: 'Queues the delivery’s event to this subscription again.' })
  @ApiOkResponse({ type: ResentDeliveryEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async resend(
    @Param('webhook_id') id: string,
    @Param('delivery_id') deliveryId: string,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<{ resent: true }>> {
    await this.resendDelivery.execute(consolePrincipal(session), id, deliveryId);
    return successEnvelope({ resent: true });
  }
}
