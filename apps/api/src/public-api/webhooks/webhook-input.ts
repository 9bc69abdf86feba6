import type { WebhookInput } from '@gig/domain';
import type { UpdateWebhookRequestDto } from './dto/webhook.requests';

/** The validated request as the use cases' typed input: wire names to domain names; null (which @IsOptional lets through) kept, for it clears a field. */
export const webhookInput = (body: UpdateWebhookRequestDto): WebhookInput => ({
  url: body.url,
  name: body.name,
  events: body.events,
  isSandbox: body.is_sandbox,
  isActive: body.is_active,
  signRequest: body.sign_request,
  connectFlowId: body.connect_flow_id,
});
