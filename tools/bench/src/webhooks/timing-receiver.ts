import { InstantWebhookReceiver } from '@gig/webhook-http/testing';

/** A webhook receiver that answers 204 at once and notes when each event first arrived. */
export class TimingReceiver {
  readonly arrivals = new Map<string, { at: number; occurredAt: number }>();
  private readonly waiting = new Map<string, () => void>();
  private readonly receiver = new InstantWebhookReceiver(({ eventId, occurredAt, at }) => {
    if (!this.arrivals.has(eventId)) this.arrivals.set(eventId, { at, occurredAt });
    this.waiting.get(eventId)?.();
  });

  start(port: number): Promise<string> {
    return this.receiver.start(port);
  }

  /** Resolves when the event has arrived. */
  arrivalOf(eventId: string, timeoutMs = 10_000): Promise<void> {
    if (this.arrivals.has(eventId)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`event ${eventId} did not arrive within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(eventId, () => (clearTimeout(timer), this.waiting.delete(eventId), resolve()));
    });
  }

  /** Resolves with the arrival time of the `count`-th distinct event. */
  async countReached(count: number, timeoutMs = 300_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrivals.size < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.arrivals.size} of ${count} events arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Math.max(...[...this.arrivals.values()].map((arrival) => arrival.at));
  }

  reset(): void {
    this.arrivals.clear();
  }

  close(): Promise<void> {
    return this.receiver.close();
  }
}
