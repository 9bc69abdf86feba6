import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ConsoleSession, CreateWebhook, DeleteWebhook, GetWebhook, GetWebhookDelivery, ListWebhookDeliveries, ListWebhooks, ResendWebhookDelivery, RotateWebhookSecret,
  SendTestWebhook, UpdateWebhook,
} from '@gig/domain';
import { ApiErrorResponses } from '../../docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../docs/api-access.decorator';
import {
  DeletedWebhookEnvelopeDto, DeliveryPageEnvelopeDto, QueuedEventEnvelopeDto, WebhookEnvelopeDto, WebhookWithSecretEnvelopeDto,
} from '../../webhooks/dto/webhook.responses';
import { DeliveryDetailEnvelopeDto } from '../../webhooks/dto/delivery-detail.responses';
import { FOUND, GUARDED, SIGNED_IN } from '../console-operation-errors';
import { ConsoleWebhookListEnvelopeDto, ResentDeliveryEnvelopeDto } from './console-webhook.responses';
import { Envelope, successEnvelope } from '../../http/envelope';
import { CreateWebhookRequestDto, UpdateWebhookRequestDto } from '../../webhooks/dto/webhook.requests';
import { webhookInput } from '../../webhooks/webhook-input';
import {
  DeletedWebhookJson, DeliveryDetailJson, DeliveryPageJson, presentDeliveryDetail, presentDeliveryPage, presentQueuedEvent, presentWebhook, presentWebhookWithSecret, QueuedEventJson,
  WebhookJson, WebhookWithSecretJson,
} from '../../webhooks/webhook.presenter';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { consolePageOf, ConsolePageQueryDto } from '../console-page.query';

@ApiTags('webhooks')
@Controller('console/api/webhooks')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleWebhooksController {
  constructor(
    @Inject(CreateWebhook) private readonly createWebhook: CreateWebhook,
    @Inject(ListWebhooks) private readonly listWebhooks: ListWebhooks,
    @Inject(GetWebhook) private readonly getWebhook: GetWebhook,
    @Inject(UpdateWebhook) private readonly updateWebhook: UpdateWebhook,
    @Inject(DeleteWebhook) private readonly deleteWebhook: DeleteWebhook,
    @Inject(RotateWebhookSecret) private readonly rotateSecret: RotateWebhookSecret,
    @Inject(SendTestWebhook) private readonly sendTest: SendTestWebhook,
    @Inject(ListWebhookDeliveries) private readonly listDeliveries: ListWebhookDeliveries,
    @Inject(ResendWebhookDelivery) private readonly resendDelivery: ResendWebhookDelivery,
    @Inject(GetWebhookDelivery) private readonly getDelivery: GetWebhookDelivery,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listWebhooks', summary: 'The company’s subscriptions', description: 'Oldest first.' })
  @ApiOkResponse({ type: ConsoleWebhookListEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: WebhookJson[] }>> {
    return successEnvelope({ items: (await this.listWebhooks.execute(consolePrincipal(session))).map(presentWebhook) });
  }

  @Post()
  @ApiOperation({ operationId: 'createWebhook', summary: 'Subscribe to events', description: 'As POST /v1/webhooks: `private_key` is shown only here and on rotation.' })
  @ApiCreatedResponse({ type: WebhookWithSecretEnvelopeDto })
  @ApiErrorResponses(...GUARDED)
  async create(@Body() body: CreateWebhookRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.createWebhook.execute(consolePrincipal(session), webhookInput(body))));
  }

  @Get(':webhook_id')
  @ApiOperation({ operationId: 'getWebhook', summary: 'A subscription', description: 'As GET /v1/webhooks/{webhook_id}.' })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async get(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.getWebhook.execute(consolePrincipal(session), id)));
  }

  @Put(':webhook_id')
  @ApiOperation({ operationId: 'updateWebhook', summary: 'Change a subscription', description: 'As PUT /v1/webhooks/{webhook_id}.' })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async update(
    @Param('webhook_id') id: string,
    @Body() body: UpdateWebhookRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.updateWebhook.execute(consolePrincipal(session), id, webhookInput(body))));
  }

  @Delete(':webhook_id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Delete a subscription', description: 'As DELETE /v1/webhooks/{webhook_id}.' })
  @ApiOkResponse({ type: DeletedWebhookEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async remove(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<DeletedWebhookJson>> {
    return successEnvelope({ webhook_id: await this.deleteWebhook.execute(consolePrincipal(session), id), deleted: true });
  }

  @Post(':webhook_id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ operationId: 'rotateWebhookSecret', summary: 'Rotate the signing secret', description: 'As POST /v1/webhooks/{webhook_id}/rotate-secret.' })
  @ApiOkResponse({ type: WebhookWithSecretEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async rotate(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.rotateSecret.execute(consolePrincipal(session), id)));
  }

  @Post(':webhook_id/test')
  @HttpCode(202)
  @ApiOperation({ operationId: 'sendTestWebhook', summary: 'Send a test event', description: 'As POST /v1/webhooks/{webhook_id}/test.' })
  @ApiAcceptedResponse({ type: QueuedEventEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async test(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<QueuedEventJson>> {
    const { webhookId, event } = await this.sendTest.execute(consolePrincipal(session), id);
    return successEnvelope(presentQueuedEvent(event, webhookId, 1));
  }

  @Get(':webhook_id/deliveries')
  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: 'A subscription’s delivery log', description: 'As GET /v1/webhooks/{webhook_id}/deliveries.' })
  @ApiOkResponse({ type: DeliveryPageEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async deliveries(
    @Param('webhook_id') id: string,
    @Query() query: ConsolePageQueryDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<DeliveryPageJson>> {
    return successEnvelope(presentDeliveryPage(await this.listDeliveries.execute(consolePrincipal(session), id, consolePageOf(query))));
  }

  @Get(':webhook_id/deliveries/:delivery_id')
  @ApiOperation({ operationId: 'getWebhookDelivery', summary: 'A delivery with its payload and attempts', description: 'As GET /v1/webhooks/{webhook_id}/deliveries/{delivery_id}.' })
  @ApiOkResponse({ type: DeliveryDetailEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async delivery(
    @Param('webhook_id') id: string,
    @Param('delivery_id') deliveryId: string,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<DeliveryDetailJson>> {
    return successEnvelope(presentDeliveryDetail(await this.getDelivery.execute(consolePrincipal(session), id, deliveryId)));
  }

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
