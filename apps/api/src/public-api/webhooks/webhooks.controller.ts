import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  CreateWebhook, DeleteWebhook, GetWebhook, GetWebhookDelivery, ListWebhookDeliveries, ListWebhooks, Principal, ResendWebhookDelivery, RotateWebhookSecret, SendTestWebhook,
  UpdateWebhook,
} from '@gig/domain';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { PageQueryDto } from '../accounts/dto/account.requests';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { DeliveryDetailEnvelopeDto } from './dto/delivery-detail.responses';
import { CreateWebhookRequestDto, UpdateWebhookRequestDto } from './dto/webhook.requests';
import {
  DeletedWebhookEnvelopeDto, DeliveryPageEnvelopeDto, QueuedEventEnvelopeDto, ResentDeliveryEnvelopeDto, WebhookEnvelopeDto, WebhookListEnvelopeDto, WebhookWithSecretEnvelopeDto,
} from './dto/webhook.responses';
import { webhookInput } from './webhook-input';
import {
  DeletedWebhookJson, DeliveryDetailJson, DeliveryPageJson, presentDeliveryDetail, presentDeliveryPage, presentQueuedEvent, presentWebhook, presentWebhookWithSecret,
  QueuedEventJson, ResentDeliveryJson, WebhookJson, WebhookListJson, WebhookWithSecretJson,
} from './webhook.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/webhooks', 'webhooks')
@RequiresAccess('manage')
@ApiKeys('private')
export class WebhooksController {
  constructor(
    private readonly createWebhook: CreateWebhook,
    private readonly listWebhooks: ListWebhooks,
    private readonly getWebhook: GetWebhook,
    private readonly updateWebhook: UpdateWebhook,
    private readonly deleteWebhook: DeleteWebhook,
    private readonly rotateSecret: RotateWebhookSecret,
    private readonly sendTest: SendTestWebhook,
    private readonly listDeliveries: ListWebhookDeliveries,
    private readonly getDelivery: GetWebhookDelivery,
    private readonly resendDelivery: ResendWebhookDelivery,
  ) {}

  @Operation(Post(), {
    id: 'createWebhook',
    summary: 'Subscribe to events',
    description: 'Events are posted to `url` as they happen (see the Webhooks guide, /docs/guide/webhooks). `private_key` is the signing secret, ' +
      'shown only in this answer and on rotation. Live companies need an https URL to a public address.',
    created: { type: WebhookWithSecretEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY],
  })
  async create(@Body() body: CreateWebhookRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.createWebhook.execute(principal, webhookInput(body))));
  }

  @Operation(Get(), {
    id: 'listWebhooks', summary: 'List subscriptions', description: 'Every subscription of your company, oldest first.',
    ok: { type: WebhookListEnvelopeDto }, errors: MANAGE,
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookListJson>> {
    return successEnvelope({ webhooks: (await this.listWebhooks.execute(principal)).map(presentWebhook) });
  }

  @Operation(Get(':webhook_id'), {
    id: 'getWebhook', summary: 'Get a subscription', description: 'Another company’s subscription is as absent as a missing one.',
    ok: { type: WebhookEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async get(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.getWebhook.execute(principal, id)));
  }

  @Operation(Put(':webhook_id'), {
    id: 'updateWebhook', summary: 'Change a subscription', description: 'Changes the fields given and keeps the others.',
    ok: { type: WebhookEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY, 'not_found_error'],
  })
  async update(@Param('webhook_id') id: string, @Body() body: UpdateWebhookRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookJson>> {
    return successEnvelope(presentWebhook(await this.updateWebhook.execute(principal, id, webhookInput(body))));
  }

  @Operation(Delete(':webhook_id'), {
    status: 200,
    id: 'deleteWebhook', summary: 'Delete a subscription', description: 'Stops its deliveries and deletes its delivery log.',
    ok: { type: DeletedWebhookEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async remove(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedWebhookJson>> {
    return successEnvelope({ webhook_id: await this.deleteWebhook.execute(principal, id), deleted: true });
  }

  @Operation(Post(':webhook_id/rotate-secret'), {
    status: 200,
    id: 'rotateWebhookSecret', summary: 'Rotate the signing secret', description: 'A new `private_key`, used for every attempt from now on; the old one stops at once.',
    ok: { type: WebhookWithSecretEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async rotate(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WebhookWithSecretJson>> {
    return successEnvelope(presentWebhookWithSecret(await this.rotateSecret.execute(principal, id)));
  }

  @Operation(Post(':webhook_id/test'), {
    status: 202,
    id: 'testWebhook', summary: 'Send a test event', description: 'Queues a `webhook.test` event for this subscription only; follow it in the delivery log.',
    accepted: { type: QueuedEventEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async test(@Param('webhook_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<QueuedEventJson>> {
    const { webhookId, event } = await this.sendTest.execute(principal, id);
    return successEnvelope(presentQueuedEvent(event, webhookId, 1));
  }

  @Operation(Get(':webhook_id/deliveries'), {
    id: 'listWebhookDeliveries', summary: 'The delivery log', description: 'Each event sent to this subscription, newest first: status, attempts, last answer, next attempt.',
    ok: { type: DeliveryPageEnvelopeDto }, errors: [...MANAGE, 'bad_request', 'not_found_error'],
  })
  async deliveries(@Param('webhook_id') id: string, @Query() query: PageQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeliveryPageJson>> {
    return successEnvelope(presentDeliveryPage(await this.listDeliveries.execute(principal, id, { page: query.page, itemsPerPage: query.items_per_page })));
  }

  @Operation(Get(':webhook_id/deliveries/:delivery_id'), {
    id: 'getWebhookDelivery',
    summary: 'A delivery and its attempts',
    description: 'The payload posted and every attempt, oldest first: when, how long, the HTTP status or why no answer came, and the first 2 KB of the answer’s body.',
    ok: { type: DeliveryDetailEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async delivery(@Param('webhook_id') id: string, @Param('delivery_id') deliveryId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeliveryDetailJson>> {
    return successEnvelope(presentDeliveryDetail(await this.getDelivery.execute(principal, id, deliveryId)));
  }

  @Operation(Post(':webhook_id/deliveries/:delivery_id/resend'), {
    status: 202,
    id: 'resendWebhookDelivery',
    summary: 'Deliver again',
    description: 'Queues the delivery’s event to this subscription again, from its first attempt (`pending`, no attempts), whatever became of it; ' +
      'it keeps its event id (the `webhook-id` header), so a receiver that already has it can tell.',
    accepted: { type: ResentDeliveryEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async resend(@Param('webhook_id') id: string, @Param('delivery_id') deliveryId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<ResentDeliveryJson>> {
    await this.resendDelivery.execute(principal, id, deliveryId);
    return successEnvelope({ webhook_id: id, delivery_id: deliveryId, resent: true });
  }
}
