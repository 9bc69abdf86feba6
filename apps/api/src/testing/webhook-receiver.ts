import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly data: Record<string, unknown>;
  /** What the receiver answered. */
  readonly answer: ReceiverAnswer;
}

/** What the receiver does with the next request: answer with a status (and a body), or never answer. */
export type ReceiverAnswer = number | { readonly status: number; readonly body: string } | 'hang';

/**
 * A local webhook receiver, as a client would run one: records every delivery; `answers` decides the
 * next responses (then 204). `verify` checks a delivery the way clients will, with `standardwebhooks`.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  readonly answers: ReceiverAnswer[] = [];
  /** The answer once `answers` is used up. */
  defaultAnswer: ReceiverAnswer = 204;
  private readonly server: Server;
  private readonly waiters = new Set<() => void>();

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const answer = this.answers.shift() ?? this.defaultAnswer;
        this.received.push({ headers: request.headers, body, data: (JSON.parse(body) as { data: Record<string, unknown> }).data, answer });
        for (const waiter of this.waiters) waiter();
        if (typeof answer === 'number') response.writeHead(answer).end();
        else if (answer !== 'hang') response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' }).end(answer.body);
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  actions(): string[] {
    return this.received.map((delivery) => delivery.data.webhook_action as string);
  }

  /** Resolves once `count` deliveries have arrived; fails after `timeoutMs` (long: on a loaded machine a delivery took over 5 s). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedDelivery[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} deliveries, got ${this.received.length}: ${this.actions().join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 100));
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.add(done);
      }).finally(() => this.waiters.clear());
    }
    return this.received.slice(0, count);
  }

  /** The payload, if the signature holds for this secret; throws as `standardwebhooks` does otherwise. */
  static verify(delivery: ReceivedDelivery, secret: string): unknown {
    return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
