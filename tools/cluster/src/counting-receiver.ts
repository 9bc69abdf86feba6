import { InstantWebhookReceiver } from '@gig/webhook-http/testing';

/** A webhook receiver that answers 204 at once and counts how many times each event (by `event_id`) arrived. */
export class CountingReceiver {
  readonly arrivals = new Map<string, number>();
  private readonly receiver = new InstantWebhookReceiver(({ eventId }) => this.arrivals.set(eventId, (this.arrivals.get(eventId) ?? 0) + 1));

  start(port: number): Promise<string> {
    return this.receiver.start(port);
  }

  close(): Promise<void> {
    return this.receiver.close();
  }
}
