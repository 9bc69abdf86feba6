import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { TcpProxy } from '../../testing/tcp-proxy';
import { proxiedDatabaseSetup } from '../../testing/proxied-database-setup';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('The TCP proxy the fault tests use', () => {
  it('forwards, refuses and freezes', async () => {
    const echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const proxy = await TcpProxy.start({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
    const roundTrip = () => new Promise<string>((resolve) => {
      const socket = connect(proxy.port, '127.0.0.1', () => socket.write('ping'));
      const timer = setTimeout(() => (socket.destroy(), resolve('silence')), 300);
      socket.on('data', (data) => (clearTimeout(timer), socket.destroy(), resolve(data.toString())));
      socket.on('close', () => (clearTimeout(timer), resolve('closed')));
      socket.on('error', () => undefined);
    });
    try {
      expect(await roundTrip()).toBe('ping');
      proxy.freeze();
      expect(await roundTrip()).toBe('silence');
      proxy.refuse();
      expect(await roundTrip()).toBe('closed');
      proxy.pass();
      expect(await roundTrip()).toBe('ping');
    } finally {
      await proxy.close();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

/** On PostgreSQL only: the proxy between the service and the server breaks the connection on demand. */
if (postgresUrl) describe('Database faults answer 503, fast, and heal without a restart', () => {
  const db = proxiedDatabaseSetup(postgresUrl, { connectTimeoutMs: 500, statementTimeoutMs: 1_000 });
  const { timed } = db;
  const recovered = async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const [read, health] = [await timed(db.userPath, db.key), await timed('/health')];
      if (read.status === 200 && health.status === 200) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it('answers 503 service_unavailable, not 500, while the server is stopped, /health within 2 s, and works again once it is back', async () => {
    const { proxy, key, userPath } = db;
    expect((await timed(userPath, key)).status).toBe(200);
    proxy.refuse();
    const [read, health] = [await timed(userPath, key), await timed('/health')];
    expect([read.status, read.code, health.status, health.code]).toEqual([503, 'service_unavailable', 503, 'service_unavailable']);
    expect([read.ms < 3_000, health.ms < 2_000]).toEqual([true, true]);
    proxy.pass();
    expect(await recovered()).toBe(true);
  });

  it('answers 503 within the time limits while the server hangs, then without waiting on the silent connections again, and works again once it answers', async () => {
    const { proxy, key, userPath } = db;
    proxy.freeze();
    const [read, health] = await Promise.all([timed(userPath, key), timed('/health')]);
    expect([read.status, read.code, health.status, health.code]).toEqual([503, 'service_unavailable', 503, 'service_unavailable']);
    expect([read.ms < 4_000, health.ms < 2_000]).toEqual([true, true]);
    const again = await timed(userPath, key);
    expect([again.status, again.ms < 1_500]).toEqual([503, true]);
    proxy.pass();
    expect(await recovered()).toBe(true);
  });
});
