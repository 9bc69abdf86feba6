import { createServer, Server } from 'node:http';

/** A webhook receiver that answers 204 at once and counts how many times each event (by `event_id`) arrived. */
export class CountingReceiver {
  readonly arrivals = new Map<string, number>();
  private server: Server | null = null;

  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        const { data } = JSON.parse(Buffer.concat(chunks).toString()) as { data: { event_id: string } };
        this.arrivals.set(data.event_id, (this.arrivals.get(data.event_id) ?? 0) + 1);
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
