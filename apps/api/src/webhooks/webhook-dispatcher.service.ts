import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DeliverWebhooks, isDomainError } from '@gig/domain';
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
 * own notifications), it sends due deliveries pass after pass until none is left, then waits for the
 * next event or the next poll (retries falling due).
 */
@Injectable()
export class WebhookDispatcherService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;
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

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = storage.exit(() => this.drain()).finally(() => {
      this.running = null;
      if (this.wokenWhileRunning) {
        this.wokenWhileRunning = false;
        this.wake();
      } else if (!this.stopped) {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.wokenWhileRunning = false;
        const pass = await this.dispatcher.runOnce();
        for (const { webhookId, url } of pass.deactivated) {
          this.logger.warn(`Webhook ${webhookId} (${new URL(url).host}) turned off: every delivery failed for 5 days.`);
        }
        if (pass.attempted === 0 || this.stopped) return;
      }
    } catch (error) {
      if (isDomainError(error) && error.code === 'service_unavailable') this.logger.warn('Webhook dispatcher: the database is unreachable; trying again shortly.');
      else this.logger.error(`Webhook dispatcher failed: ${(error as Error).stack ?? error}`);
    }
  }
}
