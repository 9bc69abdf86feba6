import { createServer, Server } from 'node:http';

/** A webhook receiver that reads each request and never answers: counts requests, and the most held open at once. */
export class HangingReceiver {
  requests = 0;
  open = 0;
  maxOpen = 0;
  private server: Server | null = null;

  async start(port: number): Promise<string> {
    this.server = createServer((request) => {
      this.requests++;
      this.open++;
      this.maxOpen = Math.max(this.maxOpen, this.open);
      request.resume();
      request.socket.once('close', () => this.open--);
    });
    this.server.requestTimeout = 0;
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
