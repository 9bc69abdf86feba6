import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on right now, as the OS hands one out (its ephemeral range: no port a service of the
 * machine listens on, none that `fetch` refuses). Another process could take it before it is used: rare, not never.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
