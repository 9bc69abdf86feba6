import { ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILT_API, freePort } from '@gig/persistence/testing';
import { OPEN_BUDGET_MS } from '@gig/testing';

/** The built server and admin CLI (the api's test target builds them first). */
export { BUILT_API };

/** Creates a company with the built admin CLI and returns its private key. */
export async function createCompanyWithCli(env: NodeJS.ProcessEnv, name: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(BUILT_API, 'composition/admin/admin.cli.js'), 'company', 'create', '--name', name], { env });
  return (JSON.parse(stdout) as { private_key: string }).private_key;
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Its exit code once it has exited (null when a signal ended it). */
export const exited = (server: ChildProcess) =>
  new Promise<number | null>((done) => (server.exitCode !== null || server.signalCode !== null ? done(server.exitCode) : server.once('exit', (code) => done(code))));

/**
 * The built servers one spec spawns, all on one port the OS hands out before the spec's own hooks run (`metricsPort`, a
 * second one, for METRICS_PORT); read `port`, `metricsPort` and `base` inside hooks and tests. `killAll` ends those
 * still running. (A port drawn from a fixed range met a service of the machine, and ports `fetch` refuses.)
 */
export function builtServers() {
  let ports: { port: number; metricsPort: number } | null = null;
  beforeAll(async () => void (ports = { port: await freePort(), metricsPort: await freePort() }), OPEN_BUDGET_MS);
  const picked = () => {
    if (!ports) throw new Error('builtServers: the ports are picked in a beforeAll; read them inside hooks and tests');
    return ports;
  };
  const base = () => `http://127.0.0.1:${picked().port}`;
  const spawned: ChildProcess[] = [];
  /** Spawns one and resolves once `readyPath` answers; with `logs`, its stdout and stderr go there too. */
  async function start(env: NodeJS.ProcessEnv, readyPath = '/health/ready', logs?: (text: string) => void): Promise<ChildProcess> {
    const server = spawn(process.execPath, [join(BUILT_API, 'main.js')], { env, stdio: ['ignore', logs ? 'pipe' : 'ignore', 'pipe'] });
    let output = '';
    const write = (chunk: Buffer) => (output += chunk.toString(), logs?.(chunk.toString()));
    server.stdout?.on('data', write);
    server.stderr?.on('data', write);
    spawned.push(server);
    let lastAnswer = 'no answer yet';
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(200)) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${output}`);
      const answer = await fetch(`${base()}${readyPath}`).then(
        async (r) => (r.ok ? null : `${r.status} ${await r.text()}`),
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      if (answer === null) return server;
      lastAnswer = answer;
    }
    throw new Error(`the server did not start within 60 s; ${readyPath} last answered: ${lastAnswer}; its output: ${output}`);
  }
  async function killAll(): Promise<void> {
    for (const server of spawned) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await Promise.all(spawned.map(exited));
  }
  return {
    get port() {
      return picked().port;
    },
    get metricsPort() {
      return picked().metricsPort;
    },
    get base() {
      return base();
    },
    start,
    killAll,
  };
}

/** What one run of the built admin CLI printed, and its exit code. */
export interface CliRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built admin CLI with `args` in `cwd` (relative paths are the caller's), whatever its exit code. */
export function runCli(env: NodeJS.ProcessEnv, args: readonly string[], cwd = process.cwd()): Promise<CliRun> {
  return new Promise((done) => {
    execFile(process.execPath, [join(BUILT_API, 'composition/admin/admin.cli.js'), ...args], { env, cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ exitCode: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
