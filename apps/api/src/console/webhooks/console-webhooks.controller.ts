import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  ConsoleSession, CreateWebhook, DeleteWebhook, GetWebhook, GetWebhookDelivery, ListWebhookDeliveries, ListWebhooks, ResendWebhookDelivery, RotateWebhookSecret,
  SendTestWebhook, UpdateWebhook,
} from '@gig/domain';
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

@ApiExcludeController()
@Controller('console/api/webhooks')
@UseGuards(ConsoleSessionGuard)
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
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: WebhookJson[] }>> {
    return successEnvelope({ items: (await this.listWebhooks.execute(consolePrincipal(session))).map(presentWebhook) });
  }

  @Post()
  async create(@Body() body: CreateWebhookRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.createWebhook.execute(consolePrincipal(session), webhookInput(body))));
  }

  @Get(':webhook_id')
  async get(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.getWebhook.execute(consolePrincipal(session), id)));
  }

  @Put(':webhook_id')
  async update(
    @Param('webhook_id') id: string,
    @Body() body: UpdateWebhookRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.updateWebhook.execute(consolePrincipal(session), id, webhookInput(body))));
  }

  @Delete(':webhook_id')
  @HttpCode(200)
  async remove(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<DeletedWebhookJson>> {
    return successEnvelope({ webhook_id: await this.deleteWebhook.execute(consolePrincipal(session), id), deleted: true });
  }

  @Post(':webhook_id/rotate-secret')
  @HttpCode(200)
  async rotate(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.rotateSecret.execute(consolePrincipal(session), id)));
  }

  @Post(':webhook_id/test')
  @HttpCode(202)
  async test(@Param('webhook_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<QueuedEventJson>> {
    const { webhookId, event } = await this.sendTest.execute(consolePrincipal(session), id);
    return successEnvelope(presentQueuedEvent(event, webhookId, 1));
  }

  @Get(':webhook_id/deliveries')
  async deliveries(
    @Param('webhook_id') id: string,
    @Query() query: ConsolePageQueryDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<DeliveryPageJson>> {
    return successEnvelope(presentDeliveryPage(await this.listDeliveries.execute(consolePrincipal(session), id, consolePageOf(query))));
  }

  @Get(':webhook_id/deliveries/:delivery_id')
  async delivery(
    @Param('webhook_id') id: string,
    @Param('delivery_id') deliveryId: string,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<DeliveryDetailJson>> {
    return successEnvelope(presentDeliveryDetail(await this.getDelivery.execute(consolePrincipal(session), id, deliveryId)));
  }

  @Post(':webhook_id/deliveries/:delivery_id/resend')
  @HttpCode(200)
  async resend(
    @Param('webhook_id') id: string,
    @Param('delivery_id') deliveryId: string,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<{ resent: true }>> {
    await this.resendDelivery.execute(consolePrincipal(session), id, deliveryId);
    return successEnvelope({ resent: true });
  }
}
