import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../../..');

/** 'up to date' when the `committed` file is what openapi-typescript makes of `document` (from the workspace root), else what to run. */
export function generatedTypesState(document: string, committed: string, regenerate: string): string {
  const cli = join(ROOT, 'node_modules/openapi-typescript/bin/cli.js');
  const generated = execFileSync(process.execPath, [cli, document], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  return readFileSync(committed, 'utf8') === generated ? 'up to date' : `stale: run \`${regenerate}\``;
}
