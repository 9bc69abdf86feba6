import {
  CreateWebhook,
  DeleteWebhook,
  GetWebhook,
  GetWebhookDelivery,
  ListWebhookDeliveries,
  ListWebhooks,
  ResendAccountWebhook,
  ResendWebhookDelivery,
  RotateWebhookSecret,
  SendTestWebhook,
  UpdateWebhook,
} from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { AccountWebhooksController } from './account-webhooks.controller';
import { WebhooksController } from './webhooks.controller';

export const webhooksArea = {
  controllers: [WebhooksController, AccountWebhooksController],
  useCases: ({ repositories: { webhooks, accounts, webhookDeliveries }, readRepositories: read, secrets, unitOfWork, clock, webhookUrls }: Ports) => {
    const deps = { webhooks, secrets, clock, urlPolicy: webhookUrls };
    return {
      createWebhook: new CreateWebhook(deps),
      getWebhook: new GetWebhook(webhooks),
      updateWebhook: new UpdateWebhook(deps),
      deleteWebhook: new DeleteWebhook(webhooks),
      rotateWebhookSecret: new RotateWebhookSecret(deps),
      listWebhooks: new ListWebhooks(read.webhooks),
      listWebhookDeliveries: new ListWebhookDeliveries({ webhooks: read.webhooks, deliveries: read.webhookDeliveries }),
      getWebhookDelivery: new GetWebhookDelivery({ webhooks: read.webhooks, deliveries: read.webhookDeliveries }),
      sendTestWebhook: new SendTestWebhook({ webhooks, unitOfWork, clock }),
      resendAccountWebhook: new ResendAccountWebhook({ accounts, unitOfWork, clock }),
      resendWebhookDelivery: new ResendWebhookDelivery({ webhooks, deliveries: webhookDeliveries, clock }),
    };
  },
} satisfies Area;
