import { ChildProcess, execFile } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { BUILT_API, builtServers, createCompanyWithCli, exited, pause } from '../../testing/built-server';
import { ServerDatabase, serverDatabases } from '../../testing/spawned-server.databases';

const SPAN_KIND_SERVER = 2;

/** One span as OTLP/HTTP JSON carries it (hex ids). */
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly scope: string;
}

/** An OTLP/HTTP collector in memory: keeps every span the service exports to `/v1/traces`. */
async function inMemoryCollector(): Promise<{ server: Server; endpoint: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const exported = JSON.parse(body) as { resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<OtlpSpan, 'scope'>[] }[] }[] };
      for (const resource of exported.resourceSpans) for (const scoped of resource.scopeSpans) spans.push(...scoped.spans.map((span) => ({ ...span, scope: scoped.scope.name })));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

/** The first non-undefined answer of `find`, polled for up to 10 s (spans are exported in batches). */
async function eventually<T>(find: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await pause(100)) {
    const found = find();
    if (found !== undefined) return found;
  }
  throw new Error('not seen within 10 s');
}

// The built server in its own process: instrumentations patch Node's require, which Jest's module registry bypasses.
// PGlite runs in the process without the pg driver: its queries make no spans, so the SQL part needs PostgreSQL.
describe.each(serverDatabases('tracing'))('Tracing with OTEL_EXPORTER_OTLP_ENDPOINT set (%s)', (_name, open) => {
  let target: ServerDatabase;
  let collector: Awaited<ReturnType<typeof inMemoryCollector>>;
  let server: ChildProcess;
  let logs = '';
  let key: string;
  const servers = builtServers();
  const { start, killAll } = servers;

  beforeAll(async () => {
    [target, collector] = await Promise.all([open(), inMemoryCollector()]);
    const env = {
      ...process.env, ...target.env, CREDENTIALS_KEY: 'ef'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0',
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', PORT: String(servers.port), OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', SHUTDOWN_DELAY_MS: '0',
    };
    key = await createCompanyWithCli(env, 'Traced Lender');
    server = await start(env, '/health/ready', (text) => (logs += text));
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await Promise.all([killAll(), new Promise((done) => collector?.server.close(done)), target?.dispose()]);
  }, CLOSE_BUDGET_MS);

  it(`exports one trace per request${process.env.TEST_DATABASE_URL ? ' (down to its SQL on PostgreSQL)' : ''}, and the request’s log line carries its trace id`, async () => {
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const created = await fetch(`${servers.base}/v1/users`, { method: 'POST', headers, body: JSON.stringify({ external_id: 'traced' }) });
    const userId = ((await created.json()) as { data: { user_id: string } }).data.user_id;
    expect((await fetch(`${servers.base}/v1/users/${userId}`, { headers })).status).toBe(200);

    const logLine = await eventually(() =>
      logs.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { req?: { method: string; url: string }; trace_id?: string; span_id?: string })
        .find((line) => line.req?.method === 'GET' && line.req.url === `/v1/users/${userId}`));
    expect(logLine).toMatchObject({ trace_id: expect.stringMatching(/^[0-9a-f]{32}$/), span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const traceId = logLine.trace_id as string;

    const root = await eventually(() => collector.spans.find((span) => span.traceId === traceId && span.kind === SPAN_KIND_SERVER && !span.parentSpanId));
    expect(root.scope).toBe('@opentelemetry/instrumentation-http');
    expect(root.name).toMatch(/^GET/);
    if (target.postgres) {
      const query = await eventually(() => collector.spans.find((span) => span.traceId === traceId && span.scope === '@opentelemetry/instrumentation-pg'));
      const byId = new Map(collector.spans.map((span) => [span.spanId, span]));
      const ancestors: string[] = [];
      for (let span = byId.get(query.parentSpanId ?? ''); span; span = byId.get(span.parentSpanId ?? '')) ancestors.push(span.spanId);
      expect(ancestors).toContain(root.spanId);
    }
    // The POST and the GET, and not the readiness probes polled before them: a balancer's health checks would bury the requests.
    expect(collector.spans.filter((span) => span.kind === SPAN_KIND_SERVER).length).toBe(2);

    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
  }, 60_000);
});

describe('Tracing without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('never loads the SDK', async () => {
    const probe = `require(${JSON.stringify(join(BUILT_API, 'platform/telemetry/tracing.bootstrap.js'))}); process.stdout.write(Object.keys(require.cache).filter((path) => path.includes('@opentelemetry')).length + '\\n')`;
    const env = { ...process.env };
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', probe], { env });
    expect(stdout.trim()).toBe('0');
  });
});
