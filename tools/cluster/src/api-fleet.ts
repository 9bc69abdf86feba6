import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { end, launch, Managed, pause } from './managed-process';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

/** The built server (`nx run api:build`). */
const MAIN = BUILT_API_MAIN;

/**
 * The rolling-restart timing: HAProxy takes a failing process out within about 1 s (2 checks 500 ms apart); 3 s
 * leaves room for a loaded machine. In-flight requests and background work then get 10 s.
 */
export const SHUTDOWN_DELAY_MS = 3_000;
export const SHUTDOWN_GRACE_MS = 10_000;

export interface JobRun {
  readonly job: string;
  readonly kind: string;
  readonly subjectId: string;
  readonly process: number;
}

/** The environment every API process gets; `index` picks its ports. */
export function apiEnvironment(layout: ClusterLayout, index: number, credentialsKey: string): Record<string, string> {
  const { role, database } = layout;
  return {
    PORT: String(layout.apiPorts[index]),
    HOST: '127.0.0.1',
    METRICS_PORT: String(layout.metricsPorts[index]),
    DATABASE_URL: `postgres://${role}@127.0.0.1:${layout.pgbouncerPort}/${database}`,
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_LISTEN_URL: `postgres://${role}@127.0.0.1:${layout.primaryPort}/${database}`,
    DATABASE_REPLICA_URLS: `postgres://${role}@127.0.0.1:${layout.replicaPort}/${database}`,
    REPLICA_MAX_LAG_MS: '5000',
    CREDENTIALS_KEY: credentialsKey,
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    JOB_LEASE_SECONDS: '15',
    DATA_DIR: join(layout.dir, `api${index + 1}`),
    PUBLIC_URL: `http://127.0.0.1:${layout.haproxyPort}`,
    // HAProxy is one hop: the client address is the one it appends to X-Forwarded-For (option forwardfor).
    TRUST_PROXY: '1',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    LOG_LEVEL: 'info',
  };
}

/** Three API processes, each its own port, sharing the database, the credentials key and the job queue. */
export class ApiFleet {
  readonly processes: (Managed | null)[];
  /** Every "job ran" log line of every process: a job id seen twice ran twice. */
  readonly jobRuns: JobRun[] = [];
  private readonly credentialsKey = randomBytes(32).toString('hex');

  constructor(
    private readonly layout: ClusterLayout,
    private readonly extraEnv: Record<string, string> = {},
    private readonly onOutput: (index: number, line: string) => void = () => undefined,
  ) {
    this.processes = layout.apiPorts.map(() => null);
  }

  url(index: number): string {
    return `http://127.0.0.1:${this.layout.apiPorts[index]}`;
  }

  /** Starts process `index` and waits until its `/health/ready` answers 200. */
  async start(index: number, env: Record<string, string> = {}): Promise<void> {
    const environment = { ...process.env, ...apiEnvironment(this.layout, index, this.credentialsKey), ...this.extraEnv, ...env };
    mkdirSync(environment.DATA_DIR as string, { recursive: true });
    const child = launch(process.execPath, ['--max-semi-space-size=64', MAIN], { env: environment, onLine: (line) => this.line(index, line) });
    this.processes[index] = child;
    await ready(child, this.url(index), `API process ${index + 1}`);
  }

  /**
   * One more process outside HAProxy, with the fleet's credentials key, on `databaseUrl` directly (no pooler, no
   * replica) and with no background work: a look at another database (a restored copy). Stop it with `end`.
   */
  async startBeside(databaseUrl: string, port: number, metricsPort: number): Promise<{ url: string; process: Managed }> {
    const env = {
      ...process.env, ...apiEnvironment(this.layout, 0, this.credentialsKey),
      PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: join(this.layout.dir, `api-beside-${port}`),
      DATABASE_URL: databaseUrl, DATABASE_LISTEN_URL: databaseUrl, DATABASE_POOL_MODE: 'direct', DATABASE_REPLICA_URLS: '',
      JOBS_ENABLED: 'false', REFRESH_ENABLED: 'false', WEBHOOKS_ENABLED: 'false', RETENTION_ENABLED: 'false',
    };
    mkdirSync(env.DATA_DIR, { recursive: true });
    const child = launch(process.execPath, [MAIN], { env });
    const url = `http://127.0.0.1:${port}`;
    await ready(child, url, 'API process beside the cluster', 180_000);
    return { url, process: child };
  }

  /** The first process alone (it migrates the schema, and seeds the demo when asked), then the others side by side. */
  async startAll(firstEnv: Record<string, string> = {}): Promise<void> {
    await this.start(0, firstEnv);
    await Promise.all(this.layout.apiPorts.slice(1).map((_, i) => this.start(i + 1)));
  }

  /** Signals process `index` and waits for its exit code (null after SIGKILL). */
  async stop(index: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.processes[index];
    if (!child) return null;
    const code = await end(child, signal, SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + 5_000);
    this.processes[index] = null;
    return code;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((_, i) => this.stop(i)));
  }

  private line(index: number, line: string): void {
    if (line.includes('"job ran"')) {
      const parsed = JSON.parse(line) as { job: string; kind: string; subjectId: string };
      this.jobRuns.push({ job: String(parsed.job), kind: parsed.kind, subjectId: parsed.subjectId, process: index + 1 });
    }
    this.onOutput(index, line);
  }
}

async function ready(child: Managed, url: string, name: string, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null) throw new Error(`${name} exited with ${child.child.exitCode}:\n${child.tail()}`);
    if (await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)) return;
    await pause(200);
  }
  const answer = await fetch(`${url}/health/ready`).then(async (r) => `${r.status} ${await r.text()}`, (error: Error) => error.message);
  throw new Error(`${name} was not ready within ${withinMs / 1000} s (/health/ready: ${answer}):\n${child.tail()}`);
}
