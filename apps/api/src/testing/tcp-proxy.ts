import { createServer, Server, Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the service and PostgreSQL that a test can break: `refuse` drops every
 * connection and refuses new ones (a stopped server), `freeze` keeps them open but forwards nothing
 * (a hung one), `pass` works again.
 */
export class TcpProxy {
  private mode: 'pass' | 'refuse' | 'freeze' = 'pass';
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    const proxy = new TcpProxy(server);
    server.on('connection', (client) => proxy.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  refuse(): void {
    this.mode = 'refuse';
    this.dropAll();
  }

  freeze(): void {
    this.mode = 'freeze';
  }

  /** Back to forwarding; connections that saw a freeze are dropped (their bytes were lost). */
  pass(): void {
    if (this.mode === 'freeze') this.dropAll();
    this.mode = 'pass';
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.mode === 'refuse') return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      this.sockets.add(from);
      from.on('data', (chunk) => (this.mode === 'pass' ? to.write(chunk) : undefined));
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
