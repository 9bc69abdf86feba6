import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Under valgrind a server takes 10–30 s to start on a quiet machine; a loaded one, several times that. */
const START_BUDGET_MS = 300_000;

/** A server process run by callgrind with counting off, so that only the work between `count` calls is counted. */
export interface CallgrindServer {
  readonly url: string;
  /** The user-space instructions the process executes (JIT, garbage collection and all) while `work` runs. */
  count(work: () => Promise<void>): Promise<number>;
  stop(): Promise<void>;
}

/** Fails at once, with the reason, where valgrind is not installed. */
export async function assertCallgrind(): Promise<void> {
  try {
    await run('valgrind', ['--version']);
    await run('callgrind_control', ['-h']);
  } catch {
    throw new Error('valgrind (with callgrind_control) is needed: apt-get install -y valgrind');
  }
}

/**
 * Starts `script` (`node --single-threaded`: V8 compiles and collects on the main thread, so what a
 * request costs does not depend on when a background thread got to run).
 */
export async function startUnderCallgrind(script: string, env: Record<string, string>, port: number, nodeFlags: readonly string[]): Promise<CallgrindServer> {
  const dumps = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const args = ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${dumps}/callgrind.%p`];
  const child = spawn('valgrind', [...args, process.execPath, '--single-threaded', ...nodeFlags, script], {
    env: { SHUTDOWN_DELAY_MS: '0', ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(child, url, script);
  const control = (...flags: string[]) => run('callgrind_control', [...flags, String(child.pid)]);
  return {
    url,
    async count(work) {
      await control('--zero');
      await control('--instr=on');
      await work();
      await control('--instr=off');
      await control('--dump');
      return totalOf(newestDump(dumps));
    },
    async stop() {
      if (child.exitCode === null) await new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')));
      rmSync(dumps, { recursive: true, force: true });
    },
  };
}

async function answering(child: ChildProcess, url: string, script: string): Promise<void> {
  const deadline = Date.now() + START_BUDGET_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} under valgrind exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${script} under valgrind did not answer within ${START_BUDGET_MS / 1000} s`);
}

function newestDump(dir: string): string {
  const numbered = readdirSync(dir).map((name) => ({ name, n: Number(/\.\d+\.(\d+)$/.exec(name)?.[1] ?? NaN) }));
  const dumps = numbered.filter(({ n }) => Number.isInteger(n)).sort((a, b) => b.n - a.n);
  if (dumps.length === 0) throw new Error(`callgrind wrote no dump into ${dir}`);
  return join(dir, dumps[0].name);
}

/** A dump's `totals:` line: instructions executed (Ir), the only event counted by default. */
function totalOf(dump: string): number {
  const line = readFileSync(dump, 'utf8').split('\n').find((text) => text.startsWith('totals:'));
  if (!line) throw new Error(`${dump} has no totals line`);
  return Number(line.split(/\s+/)[1]);
}
