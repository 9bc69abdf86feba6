import type { Clock } from '../ports/clock';
import type { SecretBox } from '../ports/secret-box';
import type { AttemptOutcome, ClaimedDelivery, WebhookDeliveryQueue } from '../ports/webhook-delivery.queue';
import type { SendResult, WebhookSender } from '../ports/webhook-sender';
import { nextAttemptAt } from './retry-schedule';

/** A subscription whose every attempt has failed this long is turned off. */
export const DEACTIVATE_AFTER_MS = 5 * 86_400_000;

export interface DeliverWebhooksDeps {
  readonly deliveries: Pick<WebhookDeliveryQueue, 'claim' | 'finish'>;
  readonly sender: WebhookSender;
  readonly secrets: SecretBox;
  readonly clock: Clock;
  /** Seconds between attempts (`retry-schedule.ts`). */
  readonly schedule: readonly number[];
  /** Subscriptions may reach loopback and private addresses (`WEBHOOK_ALLOW_PRIVATE_URLS`, development and tests). */
  readonly allowPrivateUrls: boolean;
  readonly random?: () => number;
}

export interface DispatchPass {
  /** Deliveries attempted (0: nothing was due). */
  readonly attempted: number;
  /** Subscriptions a failure streak turned off in this pass. */
  readonly deactivated: readonly { readonly webhookId: string; readonly url: string }[];
}

export interface DispatcherOptions {
  readonly dispatcherId: string;
  /** How long claimed deliveries are held: longer than a send's time limit. */
  readonly leaseMs: number;
  /** Deliveries claimed, and sent side by side, per pass. */
  readonly batchSize: number;
}

/**
 * One dispatcher pass: claims due deliveries, sends them side by side and records each attempt:
 * delivered on a 2xx, else retried on the schedule and `failed` once it is spent.
 */
export class DeliverWebhooks {
  constructor(
    private readonly deps: DeliverWebhooksDeps,
    private readonly options: DispatcherOptions,
  ) {}

  async runOnce(): Promise<DispatchPass> {
    const { dispatcherId, leaseMs, batchSize } = this.options;
    const claimed = await this.deps.deliveries.claim(dispatcherId, this.deps.clock.now(), leaseMs, batchSize);
    const turnedOff = await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return { attempted: claimed.length, deactivated: claimed.filter((_, i) => turnedOff[i]).map(({ webhookId, url }) => ({ webhookId, url })) };
  }

  /** True when this attempt's failure turned the subscription off. */
  private async attempt(delivery: ClaimedDelivery): Promise<boolean> {
    const { deps } = this;
    const result = await this.send(delivery);
    const now = deps.clock.now();
    const { deactivated } = await deps.deliveries.finish(delivery.id, this.options.dispatcherId, this.outcome(result, delivery.attempts + 1, now), now, DEACTIVATE_AFTER_MS);
    return deactivated;
  }

  private async send(delivery: ClaimedDelivery): Promise<SendResult> {
    const { deps } = this;
    try {
      return await deps.sender.send({
        url: delivery.url,
        webhookId: delivery.webhookId,
        event: delivery.event,
        secret: delivery.signRequest ? deps.secrets.open(delivery.sealedSecret) : null,
        sentAt: deps.clock.now(),
        publicAddressesOnly: !deps.allowPrivateUrls,
      });
    } catch (error) {
      return { delivered: false, httpStatus: null, error: `not sent: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private outcome(result: SendResult, attemptsMade: number, now: Date): AttemptOutcome {
    if (result.delivered) return { status: 'delivered', httpStatus: result.httpStatus, error: null, nextAttemptAt: null };
    const next = nextAttemptAt(this.deps.schedule, attemptsMade, now, this.deps.random);
    return { status: next ? 'pending' : 'failed', httpStatus: result.httpStatus, error: result.error.slice(0, 500), nextAttemptAt: next };
  }
}
