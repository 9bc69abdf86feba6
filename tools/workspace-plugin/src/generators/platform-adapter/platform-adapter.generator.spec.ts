import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { platformAdapterGenerator } from './platform-adapter.generator';
import { DOMAIN_PLATFORM_FILE, LIVE_CONNECTORS_FILE } from './register-family';

const workspaceRoot = join(__dirname, '../../../../..');
const copyFromWorkspace = (tree: Tree, path: string) => tree.write(path, readFileSync(join(workspaceRoot, path), 'utf-8'));

describe('platform-adapter generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const path of ['tsconfig.base.json', DOMAIN_PLATFORM_FILE, LIVE_CONNECTORS_FILE]) copyFromWorkspace(tree, path);
  });

  it('scaffolds the lib with tags, connector, fixtures and its contract and error suites', async () => {
    await platformAdapterGenerator(tree, { family: 'home-services' });
    const root = 'libs/adapters/home-services';
    const project = readJson(tree, `${root}/project.json`);
    expect(project).toMatchObject({ name: 'home-services', tags: ['type:adapter', 'scope:home-services'] });
    const index = tree.read(`${root}/src/index.ts`, 'utf-8');
    expect(index).toContain('export function createHomeServicesConnector');
    expect(index).toContain("export const HOME_SERVICES_FAMILY = 'home_services'");
    for (const file of ['README.md', 'jest.config.js', 'eslint.config.mjs', 'tsconfig.json', 'src/home-services.family-spec.ts',
      'src/home-services.connector.spec.ts', 'src/home-services.errors.spec.ts']) {
      expect(tree.exists(`${root}/${file}`)).toBe(true);
    }
    expect(tree.children(`${root}/src/fixtures`).length).toBeGreaterThanOrEqual(3);
    expect(tree.read(`${root}/README.md`, 'utf-8')).toContain('HOME_SERVICES_URL');
  });

  it('registers the family in the path aliases, the domain and the app’s live connectors', async () => {
    await platformAdapterGenerator(tree, { family: 'home_services', envVar: 'HOME_URL' });
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths['@gig/home-services']).toEqual(['libs/adapters/home-services/src/index.ts']);
    expect(tree.read(DOMAIN_PLATFORM_FILE, 'utf-8')).toMatch(/export type PlatformFamily =[^;]*\| 'home_services';/);
    const live = tree.read(LIVE_CONNECTORS_FILE, 'utf-8') as string;
    expect(live).toContain("import { createHomeServicesConnector, HOME_SERVICES_FAMILY } from '@gig/home-services';");
    const entry = live.indexOf("{ family: HOME_SERVICES_FAMILY, envVar: 'HOME_URL', create: createHomeServicesConnector },");
    expect(entry).toBeGreaterThan(live.indexOf('// <live-families>'));
    expect(entry).toBeLessThan(live.indexOf('// </live-families>'));
  });

  it('refuses an existing family and a name that is not one', async () => {
    await platformAdapterGenerator(tree, { family: 'freelance' });
    await expect(platformAdapterGenerator(tree, { family: 'freelance' })).rejects.toThrow('already exists');
    await expect(platformAdapterGenerator(tree, { family: '9lives' })).rejects.toThrow('is not a family name');
    await expect(platformAdapterGenerator(tree, { family: 'Bad Name!' })).rejects.toThrow('is not a family name');
  });
});
