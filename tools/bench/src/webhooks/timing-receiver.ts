import { createServer, Server } from 'node:http';

/** A webhook receiver that answers 204 at once and notes when each event first arrived. */
export class TimingReceiver {
  readonly arrivals = new Map<string, { at: number; occurredAt: number }>();
  private readonly waiting = new Map<string, () => void>();
  private server: Server | null = null;

  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = performance.timeOrigin + performance.now();
        response.writeHead(204).end();
        const { data } = JSON.parse(Buffer.concat(chunks).toString()) as { data: { event_id: string; occurred_at: string } };
        if (!this.arrivals.has(data.event_id)) this.arrivals.set(data.event_id, { at, occurredAt: Date.parse(data.occurred_at) });
        this.waiting.get(data.event_id)?.();
      });
    });
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${port}/hooks`;
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
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
