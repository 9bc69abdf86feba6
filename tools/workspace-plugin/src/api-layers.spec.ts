import { join } from 'node:path';
import { lintProbes } from './lint-probes';

const API = join(__dirname, '../../../apps/api');

/** Source text standing at a file under apps/api, by name; every one is linted once, in one ESLint process. */
const PROBES = {
  platformUpward: ['src/platform/http/layer-probe.ts', "import '../../composition/app.areas';\nimport '../../public-api/users/users.area';\nimport '../../testing/api-harness';"],
  surfaceToComposition: ['src/public-api/users/layer-probe.ts', "import '../../composition/compose';"],
  backgroundToComposition: ['src/background/layer-probe.ts', "import '../composition/compose';"],
  platformSpecToHarness: ['src/platform/http/layer-probe.e2e.spec.ts', "import '../../testing/api-harness';"],
  platformSpecToComposition: ['src/platform/http/layer-probe.e2e.spec.ts', "import '../../composition/compose';"],
  compositionDownward: ['src/composition/layer-probe.ts', "import '../public-api/users/users.area';\nimport '../platform/wiring/area';"],
  surfaceDownward: ['src/console-api/layer-probe.ts', "import '../public-api/users/user.presenter';\nimport '../platform/http/envelope';"],
} as const satisfies Record<string, readonly [string, string]>;

/** The no-restricted-imports messages of apps/api's lint config for each probe. */
let layerErrors: Record<keyof typeof PROBES, string[]>;

beforeAll(() => {
  const names = Object.keys(PROBES) as (keyof typeof PROBES)[];
  const reports = lintProbes(API, names.map((name) => ({ file: PROBES[name][0], source: `${PROBES[name][1]}\nexport const probe = 1;\n` })));
  layerErrors = Object.fromEntries(
    names.map((name, index) => [name, reports[index].filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)]),
  ) as typeof layerErrors;
}, 120_000);

describe('the layers of apps/api/src: composition → surfaces → platform', () => {
  it('refuses platform/ importing composition/, a surface or the harness', () => {
    expect(layerErrors.platformUpward).toHaveLength(3);
  });

  it('refuses a surface importing composition/', () => {
    expect(layerErrors.surfaceToComposition).toEqual([expect.stringContaining('never composition/')]);
    expect(layerErrors.backgroundToComposition).toHaveLength(1);
  });

  it('lets a spec of platform/ use the harness, but nothing above it', () => {
    expect(layerErrors.platformSpecToHarness).toEqual([]);
    expect(layerErrors.platformSpecToComposition).toHaveLength(1);
  });

  it('passes the downward imports', () => {
    expect(layerErrors.compositionDownward).toEqual([]);
    expect(layerErrors.surfaceDownward).toEqual([]);
  });
});
