import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FAMILIES_BARREL, FAMILIES_LIST } from '../platform-families/families-barrel';
import { platformAdapterGenerator } from './platform-adapter.generator';

jest.mock('node:child_process', () => ({ execSync: jest.fn() }));

const workspaceRoot = join(__dirname, '../../../../..');
const DOMAIN_FILES = ['libs/domain/src/index.ts', 'libs/domain/src/platforms/platform.ts', 'libs/domain/src/platforms/platform-registry.ts'];
const copyFromWorkspace = (tree: Tree, path: string) => tree.write(path, readFileSync(join(workspaceRoot, path), 'utf-8'));

describe('platform-adapter generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const path of ['tsconfig.base.json', FAMILIES_LIST, FAMILIES_BARREL, ...DOMAIN_FILES]) copyFromWorkspace(tree, path);
  });

  it('scaffolds the lib with tags, its descriptor with a placeholder platform, fixtures and its contract and error suites', async () => {
    await platformAdapterGenerator(tree, { family: 'home-services' });
    const root = 'libs/adapters/home-services';
    const project = readJson(tree, `${root}/project.json`);
    expect(project).toMatchObject({ name: 'home-services', tags: ['type:adapter', 'scope:home-services'] });
    const index = tree.read(`${root}/src/index.ts`, 'utf-8');
    expect(index).toContain("export const homeServicesFamily = httpPlatformFamily(HOME_SERVICES_SPEC, { envVar: 'HOME_SERVICES_URL', platforms: HOME_SERVICES_PLATFORMS });");
    expect(tree.read(`${root}/src/home-services.platforms.ts`, 'utf-8')).toContain("{ code: 'home_services_test', name: 'Home services test',");
    expect(tree.read(`${root}/src/home-services.family-definition.ts`, 'utf-8')).toContain("gigFamilySpec({ family: 'home_services',");
    for (const file of ['README.md', 'jest.config.js', 'eslint.config.mjs', 'tsconfig.json', 'src/home-services.connector.spec.ts',
      'src/home-services.errors.spec.ts', 'src/home-services.family.spec.ts']) {
      expect(tree.exists(`${root}/${file}`)).toBe(true);
    }
    expect(tree.children(`${root}/src/fixtures`).length).toBeGreaterThanOrEqual(3);
    expect(tree.read(`${root}/README.md`, 'utf-8')).toContain('HOME_SERVICES_URL');
  });

  it('brings the committed OpenAPI documents and typed clients up to date once the files are written, unless skipOpenapi', async () => {
    const regenerate = await platformAdapterGenerator(tree, { family: 'home-services' });
    expect(execSync).not.toHaveBeenCalled();
    await regenerate();
    expect(execSync).toHaveBeenCalledWith('npm run openapi', { cwd: tree.root, stdio: 'inherit' });
    jest.mocked(execSync).mockClear();
    await (await platformAdapterGenerator(tree, { family: 'freelance', skipOpenapi: true }))();
    expect(execSync).not.toHaveBeenCalled();
  });

  it("adds one entry to the app's list of families and rewrites the barrel from it, changing nothing under libs/domain", async () => {
    const families = readJson(tree, FAMILIES_LIST).families;
    const domain = () => tree.listChanges().filter((change) => change.path.startsWith('libs/domain')).map((change) => [change.path, change.content?.toString()]);
    const domainBefore = domain();
    await platformAdapterGenerator(tree, { family: 'home_services', envVar: 'HOME_URL' });
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths['@gig/home-services']).toEqual(['libs/adapters/home-services/src/index.ts']);
    expect(readJson(tree, FAMILIES_LIST).families).toEqual([...families, { import: '@gig/home-services', descriptor: 'homeServicesFamily' }]);
    const barrel = tree.read(FAMILIES_BARREL, 'utf-8') as string;
    expect(barrel).toContain("import { homeServicesFamily } from '@gig/home-services';");
    expect(barrel).toMatch(/publicServantFamily,\n {2}homeServicesFamily,\n\];/);
    expect(tree.read('libs/adapters/home-services/src/index.ts', 'utf-8')).toContain("envVar: 'HOME_URL'");
    expect(domain()).toEqual(domainBefore);
  });

  it('refuses an existing family and a name that is not one', async () => {
    await platformAdapterGenerator(tree, { family: 'freelance' });
    await expect(platformAdapterGenerator(tree, { family: 'freelance' })).rejects.toThrow('already exists');
    await expect(platformAdapterGenerator(tree, { family: '9lives' })).rejects.toThrow('is not a family name');
    await expect(platformAdapterGenerator(tree, { family: 'Bad Name!' })).rejects.toThrow('is not a family name');
  });
});
