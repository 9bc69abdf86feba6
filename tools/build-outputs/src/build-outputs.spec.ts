import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Cold builds of the api, the cluster and the bench in the scratch copy, on a loaded two-core machine. */
const BUILD_BUDGET_MS = 900_000;

const RUNNABLE = ['api', 'cluster', 'bench'];

function workspaceRoot(from = __dirname): string {
  return existsSync(join(from, 'nx.json')) ? from : workspaceRoot(dirname(from));
}

/** The workspace's files as git sees them (tracked, and new ones not ignored) in a temp folder, sharing node_modules. */
function scratchCopyOf(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'gig-build-outputs-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  for (const file of files.split('\0').filter((path) => path && existsSync(join(root, path)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** Runs Nx in `workspace` with a cache of its own there; its output, or an error carrying it. */
function nx(workspace: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, [join(workspace, 'node_modules/nx/dist/bin/nx.js'), ...args, '--output-style=static'], {
    cwd: workspace,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_CACHE_DIRECTORY: join(workspace, '.nx/cache'), NX_WORKSPACE_DATA_DIRECTORY: join(workspace, '.nx/workspace-data') },
  });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`nx ${args.join(' ')} exited with ${run.status}:\n${output}`);
  return output;
}

function javaScriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

/** `file → ./target` for every relative `require` under `dist` that names no file. */
function unresolvedRequires(dist: string): string[] {
  return javaScriptFiles(dist).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)]
      .map((match) => match[1])
      .filter((target) => {
        try {
          require.resolve(resolve(dirname(file), target));
          return false;
        } catch {
          return true;
        }
      })
      .map((target) => `${file.slice(dist.length + 1)} → ${target}`),
  );
}

/** The `node … dist/….js` entry points of package.json's scripts. */
function scriptEntryPoints(workspace: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return Object.values(scripts).flatMap((script) => [...script.matchAll(/\bnode [^&|]*?(dist\/\S+\.js)/g)].map((match) => match[1]));
}

describe('build outputs', () => {
  let workspace = '';
  beforeAll(() => void (workspace = scratchCopyOf(workspaceRoot())), BUILD_BUDGET_MS);
  afterAll(() => rmSync(workspace, { recursive: true, force: true }), BUILD_BUDGET_MS);

  it('leaves every runnable project runnable when the api is restored from its cache after the others were built', () => {
    const others = RUNNABLE.filter((project) => project !== 'api');
    nx(workspace, 'run', 'api:build');
    nx(workspace, 'run-many', '-t', 'build', '-p', ...others);
    rmSync(join(workspace, 'dist/apps/api'), { recursive: true });
    expect(nx(workspace, 'run', 'api:build')).toMatch(/read the output from the cache/);
    nx(workspace, 'run-many', '-t', 'build', '-p', ...others);

    expect(unresolvedRequires(join(workspace, 'dist'))).toEqual([]);
    const entryPoints = scriptEntryPoints(workspace);
    expect(entryPoints).toEqual(expect.arrayContaining(['dist/apps/api/src/main.js', 'dist/tools/cluster/tools/cluster/src/drill.js', 'dist/tools/bench/tools/bench/src/bench.js']));
    expect(entryPoints.filter((entry) => !existsSync(join(workspace, entry)))).toEqual([]);
  }, BUILD_BUDGET_MS);
});
