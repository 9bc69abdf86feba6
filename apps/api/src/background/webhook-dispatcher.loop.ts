import { Logger } from '@nestjs/common';
import type { DeliverWebhooks, SettledAttempt } from '@gig/domain';
import type { RunningLoop } from './background-loop';
import type { BackgroundLoopPlan } from './background-loops';

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
 * nothing to claim it waits for the next wake-up or the next poll (retries falling due). Draining waits for the attempts under way.
 */
export function webhookDispatcherLoop(dispatcher: DeliverWebhooks, events: WebhookEventSignal, options: WebhookDispatchOptions): BackgroundLoopPlan {
  const logger = new Logger('Webhooks');
  const settled = (loop: RunningLoop, attempt: SettledAttempt) => {
    if ('error' in attempt) loop.report(attempt.error);
    else if (attempt.turnedOff) logger.warn(`Webhook ${attempt.turnedOff.webhookId} (${new URL(attempt.turnedOff.url).host}) turned off: every delivery failed for 5 days.`);
    loop.wake();
  };
  return {
    name: 'webhooks', label: 'Webhook dispatcher', context: 'Webhooks', intervalMs: options.pollMs, enabled: options.enabled,
    listen: (loop) => events(() => loop.wake()),
    tick: async (loop) => {
      await dispatcher.fill((attempt) => settled(loop, attempt));
    },
    inFlight: () => dispatcher.idle(),
  };
}
