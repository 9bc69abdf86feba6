import { createServer, Server, Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

type Target = { host: string; port: number };

/**
 * A TCP proxy between the service and PostgreSQL that a test can break: `refuse` drops every
 * connection and refuses new ones (a stopped server); `freeze` keeps them open but holds every byte,
 * as TCP does for a server that hangs; `pass` forwards again, held bytes first; `moveTo` sends new
 * connections to another server, as a DNS name moved by a managed database's failover (open ones stay where they are).
 */
export class TcpProxy {
  private mode: 'pass' | 'refuse' | 'freeze' = 'pass';
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly server: Server, private target: Target) {}

  static async start(target: Target): Promise<TcpProxy> {
    const server = createServer();
    const proxy = new TcpProxy(server, target);
    server.on('connection', (client) => proxy.accept(client, proxy.target));
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
    for (const socket of this.sockets) socket.pause();
  }

  moveTo(target: Target): void {
    this.target = target;
  }

  pass(): void {
    this.mode = 'pass';
    for (const socket of this.sockets) socket.resume();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, target: Target): void {
    if (this.mode === 'refuse') return void client.destroy();
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      this.sockets.add(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('close', () => (this.sockets.delete(from), to.destroy()));
      from.on('error', () => to.destroy());
      if (this.mode === 'freeze') from.pause();
    }
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
