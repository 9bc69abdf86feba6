export { InstantWebhookReceiver } from './instant-webhook.receiver';
export type { ArrivedEvent } from './instant-webhook.receiver';
