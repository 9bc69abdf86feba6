import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DroppingPgClient } from './dropping.pg-client';
import { outsideRequestBudget, RequestBudgetSpent, WaitingRequests, withinRequestBudget } from './request-budget';

const message = (type: string, body: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
};
const AUTHENTICATION_OK = message('R', Buffer.alloc(4));
const READY_FOR_QUERY = message('Z', Buffer.from('I'));
const SYNTAX_ERROR = message('E', Buffer.from('SERROR\0C42601\0Mbad statement\0\0'));

/** Just enough of a PostgreSQL server: lets any client in, then answers each query with an error, or not at all. */
async function fakeServer(answers: boolean): Promise<{ server: Server; port: number; closed: Promise<void> }> {
  let close = () => undefined as void;
  const closed = new Promise<void>((resolve) => (close = resolve));
  const server = createServer((socket: Socket) => {
    let started = false;
    socket.on('data', (chunk) => {
      if (!started) return void ((started = true), socket.write(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY])));
      if (answers && chunk[0] === 'Q'.charCodeAt(0)) socket.write(Buffer.concat([SYNTAX_ERROR, READY_FOR_QUERY]));
    });
    socket.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, closed };
}

async function connected(port: number, queryTimeoutMs = 100, Client = DroppingPgClient): Promise<DroppingPgClient> {
  const client = new Client({ host: '127.0.0.1', port, user: 'u', database: 'd', query_timeout: queryTimeoutMs });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe('DroppingPgClient', () => {
  it('drops its connection once the server left a query unanswered past query_timeout', async () => {
    const { server, port, closed } = await fakeServer(false);
    const client = await connected(port);
    try {
      await expect(client.query('SELECT 1')).rejects.toThrow('Query read timeout');
      await expect(Promise.race([closed.then(() => 'dropped'), new Promise((resolve) => setTimeout(resolve, 1_000, 'kept'))])).resolves.toBe('dropped');
    } finally {
      client.connection.stream.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps its connection when the server answers, even with an error', async () => {
    const { server, port, closed } = await fakeServer(true);
    const client = await connected(port);
    try {
      await expect(client.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
      await expect(Promise.race([closed.then(() => 'dropped'), new Promise((resolve) => setTimeout(resolve, 300, 'kept'))])).resolves.toBe('kept');
    } finally {
      await client.end();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  const dropped = (closed: Promise<void>) => Promise.race([closed.then(() => 'dropped'), new Promise((resolve) => setTimeout(resolve, 1_000, 'kept'))]);
  const timed = async (work: Promise<unknown>) => {
    const started = performance.now();
    const outcome = await work.then(() => 'answered', (error: Error) => error.message);
    return { outcome, ms: performance.now() - started };
  };

  it("within an API request, waits for a silent server no longer than the request's budget, then drops the connection", async () => {
    const { server, port, closed } = await fakeServer(false);
    const client = await connected(port, 10_000);
    try {
      const { outcome, ms } = await withinRequestBudget(200, () => timed(client.query('SELECT 1')));
      expect([outcome, ms >= 190 && ms < 5_000]).toEqual(['Query read timeout', true]);
      await expect(dropped(closed)).resolves.toBe('dropped');
    } finally {
      client.connection.stream.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a request's statement once its budget is spent, dropping the connection it may hold a transaction on, unusable at once", async () => {
    const { server, port, closed } = await fakeServer(false);
    const client = await connected(port, 10_000);
    try {
      await withinRequestBudget(100, async () => {
        await expect(client.query('SELECT 1')).rejects.toThrow('Query read timeout');
        await expect(client.query('ROLLBACK')).rejects.toBeInstanceOf(RequestBudgetSpent);
        await expect(outsideRequestBudget(() => client.query('SELECT 2'))).rejects.toThrow(/not queryable/);
      });
      await expect(dropped(closed)).resolves.toBe('dropped');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("drops a request's statement under way when told the circuit opened; a statement outside a request keeps waiting", async () => {
    const { server, port, closed } = await fakeServer(false);
    const waiting = new WaitingRequests();
    const Observed = DroppingPgClient.observedBy({ statementEnded: () => undefined, waiting });
    const [inRequest, outside] = [await connected(port, 10_000, Observed), await connected(port, 1_500, Observed)];
    try {
      const asked = withinRequestBudget(60_000, () => timed(inRequest.query('SELECT 1')));
      const background = timed(outside.query('SELECT 1'));
      setTimeout(() => waiting.abandonAll(new Error('circuit open')), 100);
      const { outcome, ms } = await asked;
      expect([outcome, ms < 5_000]).toEqual([expect.stringMatching(/Connection terminated/), true]);
      await expect(dropped(closed)).resolves.toBe('dropped');
      expect((await background).ms).toBeGreaterThanOrEqual(1_400);
    } finally {
      outside.connection.stream.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
