import { readFileSync } from 'node:fs';

/** CPU time (user + system, all threads) a process has used so far, in milliseconds, from `/proc/<pid>/stat`. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

/** One `--trace-deopt` bailout line as "function (reason) @ bytecode offset", or null for any other line. */
export function bailoutOf(line: string): string | null {
  if (!line.startsWith('[bailout')) return null;
  const reason = /reason: ([^)]*)\)/.exec(line)?.[1] ?? '?';
  const fn = /<JSFunction ([^ >]*)/.exec(line)?.[1] || '(anonymous)';
  const offset = /bytecode offset (\d+)/.exec(line)?.[1] ?? '?';
  return `${fn} (${reason}) @ ${offset}`;
}

/** The bailouts of `lines`, most frequent first. */
export function countBailouts(lines: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const bailout = bailoutOf(line);
    if (bailout) counts.set(bailout, (counts.get(bailout) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}
