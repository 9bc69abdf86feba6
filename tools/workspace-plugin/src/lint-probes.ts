import { spawnSync } from 'node:child_process';

export interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
}

/** Source text to lint as if it stood at `file` (relative to the folder ESLint runs in). */
export interface LintProbe {
  readonly file: string;
  readonly source: string;
}

// ESLint's own API in a process of its own (its flat config is an ES module, loaded the way the CLI loads it).
const LINT_EACH = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const eslint = new ESLint();
  const reports = [];
  for (const { file, source } of JSON.parse(input)) reports.push((await eslint.lintText(source, { filePath: file }))[0].messages);
  process.stdout.write(JSON.stringify(reports));
});`;

/**
 * The lint messages of each probe, in order, without writing any file: one ESLint process for all of them (starting
 * ESLint with the workspace's config costs seconds of CPU; a process per probe paid it again for each).
 */
export function lintProbes(cwd: string, probes: readonly LintProbe[]): LintMessage[][] {
  const run = spawnSync(process.execPath, ['-e', LINT_EACH], { cwd, input: JSON.stringify(probes), encoding: 'utf8' });
  if (run.status !== 0 || !run.stdout) throw new Error(`eslint printed no report: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
