import { connect, createServer, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FreezingProxy {
  readonly port: number;
  /** While frozen, bytes either way are dropped: a server that went silent (connections stay open). */
  freeze(frozen: boolean): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `host:port` that can go silent. */
export async function freezingProxy(host: string, port: number): Promise<FreezingProxy> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket, peer: () => Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      peer().destroy();
    });
  };
  const server = createServer((client) => {
    const upstream = connect(port, host);
    track(client, () => upstream);
    track(upstream, () => client);
    client.on('data', (chunk) => void (frozen || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (frozen || client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: (value) => void (frozen = value),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
