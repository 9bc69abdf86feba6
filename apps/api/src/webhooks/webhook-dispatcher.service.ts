import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DeliverWebhooks, isDomainError, SettledAttempt } from '@gig/domain';
import { storage } from 'nestjs-pino/storage';
import { WEBHOOK_EVENTS, WEBHOOK_OPTIONS } from '../app.tokens';

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
  private timer: NodeJS.Timeout | null = null;
  private filling: Promise<void> | null = null;
  private wokenWhileFilling = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    @Inject(DeliverWebhooks) private readonly dispatcher: DeliverWebhooks,
    @Inject(WEBHOOK_EVENTS) private readonly events: WebhookEventSignal,
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookDispatchOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.enabled) return;
    this.unlisten = await this.events(() => this.wake());
    this.wake();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the attempts under way have ended (a graceful shutdown calls it first). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    await this.filling;
    await this.dispatcher.idle();
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.wokenWhileFilling = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wokenWhileFilling = false;
    this.filling = storage.exit(() => this.fill()).finally(() => {
      this.filling = null;
      if (this.wokenWhileFilling) this.wake();
      else if (!this.stopped) {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  private async fill(): Promise<void> {
    try {
      await this.dispatcher.fill((attempt) => this.settled(attempt));
    } catch (error) {
      this.failed(error);
    }
  }

  private settled(attempt: SettledAttempt): void {
    if ('error' in attempt) this.failed(attempt.error);
    else if (attempt.turnedOff) this.logger.warn(`Webhook ${attempt.turnedOff.webhookId} (${new URL(attempt.turnedOff.url).host}) turned off: every delivery failed for 5 days.`);
    this.wake();
  }

  private failed(error: unknown): void {
    if (isDomainError(error) && error.code === 'service_unavailable') this.logger.warn('Webhook dispatcher: the database is unreachable; trying again shortly.');
    else this.logger.error(`Webhook dispatcher failed: ${(error as Error).stack ?? error}`);
  }
}
