import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateWebhook, DeleteWebhook, GetWebhook, GetWebhookDelivery, ListWebhookDeliveries, ListWebhooks, Principal, RotateWebhookSecret, SendTestWebhook, UpdateWebhook,
} from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { PageQueryDto } from '../accounts/dto/account.requests';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { DeliveryDetailEnvelopeDto } from './dto/delivery-detail.responses';
import { CreateWebhookRequestDto, UpdateWebhookRequestDto } from './dto/webhook.requests';
import {
  DeletedWebhookEnvelopeDto, DeliveryPageEnvelopeDto, QueuedEventEnvelopeDto, WebhookEnvelopeDto, WebhookListEnvelopeDto, WebhookWithSecretEnvelopeDto,
} from './dto/webhook.responses';
import { webhookInput } from './webhook-input';
import {
  DeletedWebhookJson, DeliveryDetailJson, DeliveryPageJson, presentDeliveryDetail, presentDeliveryPage, presentQueuedEvent, presentWebhook, presentWebhookWithSecret,
  QueuedEventJson, WebhookJson, WebhookListJson, WebhookWithSecretJson,
} from './webhook.presenter';

@ApiTags('webhooks')
@Controller('v1/webhooks')
@UseGuards(ApiKeyGuard)
@RequiresAccess('manage')
@ApiKeys('private')
export class WebhooksController {
  constructor(
    @Inject(CreateWebhook) private readonly createWebhook: CreateWebhook,
    @Inject(ListWebhooks) private readonly listWebhooks: ListWebhooks,
    @Inject(GetWebhook) private readonly getWebhook: GetWebhook,
    @Inject(UpdateWebhook) private readonly updateWebhook: UpdateWebhook,
    @Inject(DeleteWebhook) private readonly deleteWebhook: DeleteWebhook,
    @Inject(RotateWebhookSecret) private readonly rotateSecret: RotateWebhookSecret,
    @Inject(SendTestWebhook) private readonly sendTest: SendTestWebhook,
    @Inject(ListWebhookDeliveries) private readonly listDeliveries: ListWebhookDeliveries,
    @Inject(GetWebhookDelivery) private readonly getDelivery: GetWebhookDelivery,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Subscribe to events',
    description: 'Events are posted to `url` as they happen (see the README, Webhooks). `private_key` is the signing secret, ' +
      'shown only in this answer and on rotation. Live companies need an https URL to a public address.',
  })
  @ApiCreatedResponse({ type: WebhookWithSecretEnvelopeDto })
  @ApiErrorResponses(...MANAGE, ...JSON_BODY)
  async create(@Body() body: CreateWebhookRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.createWebhook.execute(principal, webhookInput(body))));
  }

  @Get()
  @ApiOperation({ operationId: 'listWebhooks', summary: 'List subscriptions', description: 'Every subscription of your company, oldest first.' })
  @ApiOkResponse({ type: WebhookListEnvelopeDto })
  @ApiErrorResponses(...MANAGE)
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookListJson>> {
    return successEnvelope({ webhooks: (await this.listWebhooks.execute(principal)).map(presentWebhook) });
  }

  @Get(':webhook_id')
  @ApiOperation({ operationId: 'getWebhook', summary: 'Get a subscription', description: 'Another company’s subscription is as absent as a missing one.' })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async get(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.getWebhook.execute(principal, id)));
  }

  @Put(':webhook_id')
  @ApiOperation({ operationId: 'updateWebhook', summary: 'Change a subscription', description: 'Changes the fields given and keeps the others.' })
  @ApiOkResponse({ type: WebhookEnvelopeDto })
  @ApiErrorResponses(...MANAGE, ...JSON_BODY, 'not_found_error')
  async update(@Param('webhook_id') id: string, @Body() body: UpdateWebhookRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.updateWebhook.execute(principal, id, webhookInput(body))));
  }

  @Delete(':webhook_id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteWebhook', summary: 'Delete a subscription', description: 'Stops its deliveries and deletes its delivery log.' })
  @ApiOkResponse({ type: DeletedWebhookEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async remove(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedWebhookJson>> {
    return successEnvelope({ webhook_id: await this.deleteWebhook.execute(principal, id), deleted: true });
  }

  @Post(':webhook_id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ operationId: 'rotateWebhookSecret', summary: 'Rotate the signing secret', description: 'A new `private_key`, used for every attempt from now on; the old one stops at once.' })
  @ApiOkResponse({ type: WebhookWithSecretEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async rotate(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.rotateSecret.execute(principal, id)));
  }

  @Post(':webhook_id/test')
  @HttpCode(202)
  @ApiOperation({ operationId: 'testWebhook', summary: 'Send a test event', description: 'Queues a `webhook.test` event for this subscription only; follow it in the delivery log.' })
  @ApiAcceptedResponse({ type: QueuedEventEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async test(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<QueuedEventJson>> {
    const { webhookId, event } = await this.sendTest.execute(principal, id);
    return successEnvelope(presentQueuedEvent(event, webhookId, 1));
  }

  @Get(':webhook_id/deliveries')
  @ApiOperation({ operationId: 'listWebhookDeliveries', summary: 'The delivery log', description: 'Each event sent to this subscription, newest first: status, attempts, last answer, next attempt.' })
  @ApiOkResponse({ type: DeliveryPageEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'bad_request', 'not_found_error')
  async deliveries(@Param('webhook_id') id: string, @Query() query: PageQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeliveryPageJson>> {
    return successEnvelope(presentDeliveryPage(await this.listDeliveries.execute(principal, id, { page: query.page, itemsPerPage: query.items_per_page })));
  }

  @Get(':webhook_id/deliveries/:delivery_id')
  @ApiOperation({
    operationId: 'getWebhookDelivery',
    summary: 'A delivery and its attempts',
    description: 'The payload posted and every attempt, oldest first: when, how long, the HTTP status or why no answer came, and the first 2 KB of the answer’s body.',
  })
  @ApiOkResponse({ type: DeliveryDetailEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async delivery(@Param('webhook_id') id: string, @Param('delivery_id') deliveryId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeliveryDetailJson>> {
    return successEnvelope(presentDeliveryDetail(await this.getDelivery.execute(principal, id, deliveryId)));
  }
}
