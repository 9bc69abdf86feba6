import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';

/** A child process whose last output lines are kept for the error message when it fails. */
export interface Managed {
  readonly child: ChildProcess;
  readonly tail: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
}

export function launch(command: string, args: readonly string[], options: SpawnOptions & { onLine?: (line: string) => void } = {}): Managed {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > 40) lines.shift();
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => (options.onLine?.(line), keep(line)));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, tail: () => lines.join('\n'), exited };
}

/** Resolves once the port accepts a TCP connection; fails if the process exits first or the time runs out. */
export async function acceptsConnections(port: number, process: Managed, withinMs: number, name: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`${name} exited with code ${process.child.exitCode}:\n${process.tail()}`);
    if (await accepts(port)) return;
    await pause(100);
  }
  throw new Error(`${name} did not listen on port ${port} within ${withinMs} ms:\n${process.tail()}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Sends `signal` and waits for the exit; SIGKILL after `killAfterMs`. */
export async function end(process: Managed, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 10_000): Promise<number | null> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return process.child.exitCode;
  process.child.kill(signal);
  const timer = setTimeout(() => process.child.kill('SIGKILL'), killAfterMs);
  const code = await process.exited;
  clearTimeout(timer);
  return code;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
