export { NO_ANSWER, NodeHttpWebhookSender } from './node-http.webhook-sender';
export type { DeliveryFailure, NodeHttpWebhookSenderOptions } from './node-http.webhook-sender';
export type { Resolver } from './public-address.lookup';
