export { NodeHttpWebhookSender } from './node-http.webhook-sender';
export type { NodeHttpWebhookSenderOptions } from './node-http.webhook-sender';
export type { Resolver } from './public-address.lookup';
