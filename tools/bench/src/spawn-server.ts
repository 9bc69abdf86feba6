import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The service's runtime settings (as `npm start` runs it), given to the baseline too: an answer
 * allocates about 1 MB that dies young, and a 64 MB young generation keeps it out of the old one.
 */
export const NODE_FLAGS = ['--max-semi-space-size=64'];

/** Starts a server script and resolves once its port answers; `onLine` gets each line it prints on stdout. */
export async function spawnServer(
  script: string, env: Record<string, string>, port: number, onLine?: (line: string) => void, nodeFlags: readonly string[] = NODE_FLAGS,
): Promise<ChildProcess> {
  // No load balancer to notice a failing readiness: a stopped server may close its listener at once.
  const env_ = { SHUTDOWN_DELAY_MS: '0', ...process.env, ...env, PORT: String(port) };
  const child = spawn(process.execPath, [...nodeFlags, script], { env: env_, stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'] });
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill();
  throw new Error(`${script} did not answer on port ${port} within 60 s`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
