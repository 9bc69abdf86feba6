import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A client's page on its own origin that embeds the widget with the loader: `open()` in the page opens it
 * with the given options, and every event it reports is kept in `window.widgetEvents`.
 */
export class HostPageServer {
  private server: Server | null = null;
  origin = '';

  constructor(private readonly apiOrigin: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      if (request.url?.startsWith('/favicon')) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(this.page());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private page(): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Lending</title>
<script src="${this.apiOrigin}/connect/sdk.js"></script></head>
<body><main><h1>Acme Lending</h1><p>Connect your work accounts to apply.</p></main>
<script>
  window.widgetEvents = [];
  window.openWidget = (options) => GigConnect.open({ ...options, onEvent: (event, data) => window.widgetEvents.push({ event, data }) });
</script></body></html>`;
  }
}
