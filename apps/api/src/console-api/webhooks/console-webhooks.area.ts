import { ResendWebhookDelivery } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleWebhooksController } from './console-webhooks.controller';

export const consoleWebhooksArea = {
  controllers: [ConsoleWebhooksController],
  useCases: ({ repositories: r, clock }: Ports) => ({
    resendWebhookDelivery: new ResendWebhookDelivery({ webhooks: r.webhooks, deliveries: r.webhookDeliveries, clock }),
  }),
} satisfies Area;
