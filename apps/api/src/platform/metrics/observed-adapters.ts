import type { RateLimiter, WebhookSender } from '@gig/domain';
import type { ServiceMetrics } from './service-metrics';

/**
 * The limits by the prefix of their keys (`company:<id>` → company); a key's id never becomes a label. Any other
 * prefix (report verification's `verify:<address>`) is `other`.
 */
const LIMITS: Record<string, string> = { company: 'company', console: 'console', 'failed-auth': 'failed_auth', 'public-read': 'public_read', 'public-write': 'public_write' };

/** Counts the refusals of every limit, whoever asked (the API's interceptor, the connect page's sign-in). */
export function countingRefusals<T extends RateLimiter>(limiter: T, metrics: ServiceMetrics): T {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'consume' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return async (key: string, limit: number) => {
        const decision = await (value as RateLimiter['consume']).call(target, key, limit);
        if (!decision.allowed) metrics.rateLimitRefusals.inc({ limit: LIMITS[key.split(':')[0]] ?? 'other' });
        return decision;
      };
    },
  });
}

/** Times each delivery attempt by its outcome. */
export function timedWebhookSender(sender: WebhookSender, metrics: ServiceMetrics): WebhookSender {
  return {
    send: async (message) => {
      const started = performance.now();
      const result = await sender.send(message);
      const outcome = result.delivered ? 'delivered' : result.httpStatus === null ? 'no_answer' : 'refused';
      metrics.webhookDelivery.observe({ outcome }, (performance.now() - started) / 1000);
      return result;
    },
  };
}
