import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const API = join(__dirname, '../../../apps/api');

/** The no-restricted-imports messages of apps/api's lint config for source text standing at `file` (under apps/api). */
function layerErrors(file: string, imports: string): string[] {
  const run = spawnSync(process.execPath, [join(API, '../../node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: API,
    input: `${imports}\nexport const probe = 1;\n`,
    encoding: 'utf8',
  });
  const json = run.stdout.slice(run.stdout.indexOf('['));
  if (!json) throw new Error(`eslint printed no report: ${run.stderr}`);
  const messages: { ruleId: string | null; message: string }[] = JSON.parse(json)[0].messages;
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers of apps/api/src: composition → surfaces → platform', () => {
  it('refuses platform/ importing composition/, a surface or the harness', () => {
    expect(layerErrors('src/platform/http/layer-probe.ts', "import '../../composition/app.areas';\nimport '../../public-api/users/users.area';\nimport '../../testing/api-harness';")).toHaveLength(3);
  }, 60_000);

  it('refuses a surface importing composition/', () => {
    expect(layerErrors('src/public-api/users/layer-probe.ts', "import '../../composition/compose';")).toEqual([expect.stringContaining('never composition/')]);
    expect(layerErrors('src/background/layer-probe.ts', "import '../composition/compose';")).toHaveLength(1);
  }, 60_000);

  it('lets a spec of platform/ use the harness, but nothing above it', () => {
    expect(layerErrors('src/platform/http/layer-probe.e2e.spec.ts', "import '../../testing/api-harness';")).toEqual([]);
    expect(layerErrors('src/platform/http/layer-probe.e2e.spec.ts', "import '../../composition/compose';")).toHaveLength(1);
  }, 60_000);

  it('passes the downward imports', () => {
    expect(layerErrors('src/composition/layer-probe.ts', "import '../public-api/users/users.area';\nimport '../platform/wiring/area';")).toEqual([]);
    expect(layerErrors('src/console-api/layer-probe.ts', "import '../public-api/users/user.presenter';\nimport '../platform/http/envelope';")).toEqual([]);
  }, 60_000);
});
