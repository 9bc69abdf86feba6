import { createServer, Server } from 'node:http';

/** A delivery as the receiver saw it: its event, when the event occurred and when the delivery arrived (ms since the epoch). */
export interface ArrivedEvent {
  readonly eventId: string;
  readonly occurredAt: number;
  readonly at: number;
}

/** A local webhook receiver for the load tools: answers 204 at once, then hands each delivery's event to `onEvent`. */
export class InstantWebhookReceiver {
  private server: Server | null = null;

  constructor(private readonly onEvent: (event: ArrivedEvent) => void) {}

  /** Listens on 127.0.0.1; resolves with the URL to subscribe. */
  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = performance.timeOrigin + performance.now();
        response.writeHead(204).end();
        const { data } = JSON.parse(Buffer.concat(chunks).toString()) as { data: { event_id: string; occurred_at: string } };
        this.onEvent({ eventId: data.event_id, occurredAt: Date.parse(data.occurred_at), at });
      });
    });
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${port}/hooks`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
