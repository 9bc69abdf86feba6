import type { Clock } from '../ports/clock.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { AttemptOutcome, ClaimedDelivery, InFlightCaps, WebhookDeliveryQueue } from '../ports/webhook-delivery-queue.port';
import type { SendResult, WebhookSender } from '../ports/webhook-sender.port';
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
  readonly deactivated: readonly TurnedOff[];
}

export interface TurnedOff {
  readonly webhookId: string;
  readonly url: string;
}

/** How one attempt started by `fill` ended: recorded (perhaps turning its subscription off), or not recorded. */
export type SettledAttempt = { readonly turnedOff: TurnedOff | null } | { readonly error: unknown };

export interface DispatcherOptions {
  readonly dispatcherId: string;
  /** How long claimed deliveries are held: longer than a send's time limit. */
  readonly leaseMs: number;
  /** Attempts this process runs at once (its lanes). */
  readonly lanes: number;
  /** Deliveries held at once per subscription and per company, by every process together. */
  readonly caps?: InFlightCaps;
}

/**
 * Sends due deliveries and records each attempt: delivered on a 2xx, else retried on the schedule and
 * `failed` once it is spent. Every attempt runs on its own lane: a receiver that hangs holds its lane
 * until the time limit, never the others, and a lane is claimed for again as soon as it frees.
 */
export class DeliverWebhooks {
  private readonly running = new Set<Promise<TurnedOff | null>>();
  /** The deliveries whose attempts are under way, so that a shutdown can hand them back. */
  private readonly held = new Map<string, ClaimedDelivery>();
  /** When each attempt under way started. */
  private readonly startedAt = new Map<string, Date>();

  constructor(
    private readonly deps: DeliverWebhooksDeps,
    private readonly options: DispatcherOptions,
  ) {}

  /**
   * Claims a due delivery for each free lane and starts their attempts without waiting for them;
   * `settled` hears of each one's end (a good time to fill again). How many were started.
   */
  async fill(settled: (attempt: SettledAttempt) => void): Promise<number> {
    const attempts = await this.start();
    for (const attempt of attempts) attempt.then((turnedOff) => settled({ turnedOff }), (error: unknown) => settled({ error }));
    return attempts.length;
  }

  /** One pass: fills the free lanes and waits for those attempts. */
  async runOnce(): Promise<DispatchPass> {
    const turnedOff = await Promise.all(await this.start());
    return { attempted: turnedOff.length, deactivated: turnedOff.filter((off): off is TurnedOff => off !== null) };
  }

  /** Resolves once every attempt started has ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Records every attempt still under way as unanswered and due again now, so another process retries it at once
   * rather than after the lease (a process shutting down). The receiver may still have got it: deliveries are at
   * least once. The attempt left behind records nothing: the delivery is no longer this dispatcher's.
   */
  async releaseHeld(reason: string): Promise<number> {
    const deliveries = [...this.held.values()];
    this.held.clear();
    const now = this.deps.clock.now();
    const outcome = (delivery: ClaimedDelivery): AttemptOutcome => {
      const attemptedAt = this.startedAt.get(delivery.id) ?? now;
      return { status: 'pending', httpStatus: null, error: reason, nextAttemptAt: now, attemptedAt, durationMs: now.getTime() - attemptedAt.getTime(), failure: 'interrupted', answer: null };
    };
    await Promise.all(deliveries.map((delivery) => this.deps.deliveries.finish(delivery.id, this.options.dispatcherId, outcome(delivery), now, DEACTIVATE_AFTER_MS)));
    return deliveries.length;
  }

  private async start(): Promise<Promise<TurnedOff | null>[]> {
    const { dispatcherId, leaseMs, lanes, caps } = this.options;
    const free = lanes - this.running.size;
    if (free <= 0) return [];
    const claimed = await this.deps.deliveries.claim(dispatcherId, this.deps.clock.now(), leaseMs, free, caps);
    return claimed.map((delivery) => {
      this.held.set(delivery.id, delivery);
      const attempt: Promise<TurnedOff | null> = this.attempt(delivery).finally(() => (this.running.delete(attempt), this.held.delete(delivery.id), this.startedAt.delete(delivery.id)));
      this.running.add(attempt);
      return attempt;
    });
  }

  /** The subscription, when this attempt's failure turned it off. */
  private async attempt(delivery: ClaimedDelivery): Promise<TurnedOff | null> {
    const { deps } = this;
    const startedAt = deps.clock.now();
    this.startedAt.set(delivery.id, startedAt);
    const result = await this.send(delivery, startedAt);
    const now = deps.clock.now();
    const outcome = this.outcome(result, delivery.attempts + 1, startedAt, now);
    const { deactivated } = await deps.deliveries.finish(delivery.id, this.options.dispatcherId, outcome, now, DEACTIVATE_AFTER_MS);
    return deactivated ? { webhookId: delivery.webhookId, url: delivery.url } : null;
  }

  private async send(delivery: ClaimedDelivery, sentAt: Date): Promise<SendResult> {
    const { deps } = this;
    try {
      return await deps.sender.send({
        url: delivery.url,
        webhookId: delivery.webhookId,
        event: delivery.event,
        secret: delivery.signRequest ? deps.secrets.open(delivery.sealedSecret) : null,
        sentAt,
        publicAddressesOnly: !deps.allowPrivateUrls,
      });
    } catch (error) {
      return { delivered: false, httpStatus: null, error: `not sent: ${error instanceof Error ? error.message : String(error)}`, failure: 'not_sent' };
    }
  }

  /** The attempt's time from the sender when it measured it (the clock may stand still in tests), else from the clock. */
  private outcome(result: SendResult, attemptsMade: number, startedAt: Date, now: Date): AttemptOutcome {
    const answered = result.httpStatus !== null;
    const attempt = {
      attemptedAt: startedAt,
      durationMs: Math.max(0, Math.round(result.durationMs ?? now.getTime() - startedAt.getTime())),
      failure: answered ? null : (result.failure ?? 'network_error'),
      answer: answered ? (result.answer ?? { text: '', truncated: false }) : null,
    };
    if (result.delivered) return { status: 'delivered', httpStatus: result.httpStatus, error: null, nextAttemptAt: null, ...attempt };
    const next = nextAttemptAt(this.deps.schedule, attemptsMade, now, this.deps.random);
    return { status: next ? 'pending' : 'failed', httpStatus: result.httpStatus, error: result.error.slice(0, 500), nextAttemptAt: next, ...attempt };
  }
}
