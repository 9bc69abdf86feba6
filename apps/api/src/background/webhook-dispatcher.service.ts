import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { DeliverWebhooks, SettledAttempt } from '@gig/domain';
import { BACKGROUND_HOOKS, WEBHOOK_EVENTS, WEBHOOK_OPTIONS } from '../composition/app.tokens';
import { BackgroundLoop, type BackgroundLoopHooks } from './background-loop';

export interface WebhookDispatchOptions {
  /** Run a dispatcher in this process (default true); every process may run one. */
  readonly enabled: boolean;
  /** How often an idle dispatcher looks for retries that fell due. */
  readonly pollMs: number;
}

/** Subscribes to "an event was written" (from any process); resolves to an unsubscribe. */
export type WebhookEventSignal = (listener: () => void) => Promise<() => Promise<void>>;

/**
 * The in-process dispatcher: woken as soon as any process commits an event (LISTEN/NOTIFY, or PGlite's
 * own notifications) and whenever one of its attempts ends, it claims a due delivery for each free lane
 * and starts it without waiting for the others, so a receiver that hangs holds its lanes only; with
 * nothing to claim it waits for the next wake-up or the next poll (retries falling due).
 */
@Injectable()
export class WebhookDispatcherService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly loop: BackgroundLoop;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    @Inject(DeliverWebhooks) private readonly dispatcher: DeliverWebhooks,
    @Inject(WEBHOOK_EVENTS) private readonly events: WebhookEventSignal,
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookDispatchOptions,
    @Optional() @Inject(BACKGROUND_HOOKS) hooks?: BackgroundLoopHooks,
  ) {
    const task = { name: 'webhooks', label: 'Webhook dispatcher', context: 'Webhooks', intervalMs: options.pollMs };
    this.loop = new BackgroundLoop({ ...task, tick: () => this.fill(), inFlight: () => dispatcher.idle() }, hooks);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.enabled) return;
    this.unlisten = await this.events(() => this.loop.wake());
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the attempts under way have ended (a graceful shutdown calls it first). */
  async stop(): Promise<void> {
    const drained = this.loop.stop();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    await drained;
  }

  private async fill(): Promise<void> {
    await this.dispatcher.fill((attempt) => this.settled(attempt));
  }

  private settled(attempt: SettledAttempt): void {
    if ('error' in attempt) this.loop.report(attempt.error);
    else if (attempt.turnedOff) this.logger.warn(`Webhook ${attempt.turnedOff.webhookId} (${new URL(attempt.turnedOff.url).host}) turned off: every delivery failed for 5 days.`);
    this.loop.wake();
  }
}
