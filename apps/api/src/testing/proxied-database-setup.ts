import { openTestDatabase } from '@gig/persistence/testing';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import request from 'supertest';
import { ApiHarness, openApiHarness } from './api-harness';
import { apiClient } from './api-client';
import { TcpProxy } from './tcp-proxy';

type DatabaseTimeouts = NonNullable<Parameters<typeof openTestDatabase>[1]>;

export interface TimedAnswer {
  status: number;
  code: string | undefined;
  message: string | undefined;
  /** The `retry-after` header, when there is one. */
  retryAfter: string | undefined;
  ms: number;
}

/** A service whose PostgreSQL connections pass through a proxy the suite can freeze or make refuse, with one user to read. */
export interface ProxiedDatabase {
  readonly proxy: TcpProxy;
  readonly h: ApiHarness;
  readonly key: string;
  readonly userPath: string;
  /** GET `path` (with `apiKey` when given): the error's code and message, and how long the answer took. */
  timed(path: string, apiKey?: string): Promise<TimedAnswer>;
  /**
   * Resolves once no connection is checked out of the service's pool: what an answer set off after it (a key's use,
   * recorded without being awaited) has ended, and cannot reach a frozen server late and count against it.
   */
  settled(): Promise<void>;
}

/** Opens the proxy, the database behind it with `timeouts`, the service and one company's user for the enclosing `describe`. */
export function proxiedDatabaseSetup(postgresUrl: string, timeouts: DatabaseTimeouts): ProxiedDatabase {
  const setup = {} as { -readonly [K in keyof ProxiedDatabase]: ProxiedDatabase[K] };
  setup.timed = async (path, apiKey) => {
    const started = performance.now();
    const call = request(setup.h.app.getHttpServer()).get(path);
    const res = await (apiKey ? call.set('X-Api-Key', apiKey) : call);
    return { status: res.status, code: res.body?.error?.code, message: res.body?.error?.message, retryAfter: res.headers['retry-after'], ms: performance.now() - started };
  };
  setup.settled = async () => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const pool = setup.h.database.poolStats();
      if (pool.inUse === 0 && pool.waiting === 0) return;
    }
    throw new Error('the pool still had connections checked out after 10 s');
  };
  beforeAll(async () => {
    const server = new URL(postgresUrl);
    setup.proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
    server.host = `127.0.0.1:${setup.proxy.port}`;
    setup.h = await openApiHarness({ database: await openTestDatabase(server.toString(), timeouts) });
    setup.key = (await setup.h.createCompany()).private_key;
    setup.userPath = `/v1/users/${await apiClient(setup.h.app, setup.key).createUser('steady')}`;
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    setup.proxy.pass();
    await setup.h.close();
    await setup.h.database.close();
    await setup.proxy.close();
  }, CLOSE_BUDGET_MS);
  return setup;
}
