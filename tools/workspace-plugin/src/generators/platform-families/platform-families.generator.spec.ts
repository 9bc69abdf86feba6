import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tree, writeJson } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FAMILIES_BARREL, FAMILIES_LIST, readFamilies, renderFamiliesBarrel } from './families-barrel';
import { platformFamiliesGenerator } from './platform-families.generator';

const workspaceRoot = join(__dirname, '../../../../..');
const workspaceFile = (path: string) => readFileSync(join(workspaceRoot, path), 'utf-8');

describe('platform-families generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    tree.write(FAMILIES_LIST, workspaceFile(FAMILIES_LIST));
  });

  it("the app's barrel is the one its list gives (edit the JSON, then run the generator)", () => {
    expect(workspaceFile(FAMILIES_BARREL)).toBe(renderFamiliesBarrel(readFamilies(tree)));
  });

  it('rewrites the barrel from the list, in its order', async () => {
    writeJson(tree, FAMILIES_LIST, { families: [{ import: '@gig/delivery', descriptor: 'deliveryFamily' }, { import: '@gig/ride-hailing', descriptor: 'rideHailingFamily' }] });
    await platformFamiliesGenerator(tree);
    expect(tree.read(FAMILIES_BARREL, 'utf-8')).toBe([
      '// Generated from platform-families.json by @gig/workspace-plugin (platform-adapter, platform-families): edit the JSON.',
      "import type { PlatformFamilyDescriptor } from '@gig/domain';",
      "import { deliveryFamily } from '@gig/delivery';",
      "import { rideHailingFamily } from '@gig/ride-hailing';",
      '',
      '/** The platform families the app loads, in the order of platform-families.json. */',
      'export const PLATFORM_FAMILIES: readonly PlatformFamilyDescriptor[] = [',
      '  deliveryFamily,',
      '  rideHailingFamily,',
      '];',
      '',
    ].join('\n'));
  });

  it('refuses an entry that is not an import path and an identifier, and a descriptor listed twice', async () => {
    writeJson(tree, FAMILIES_LIST, { families: [{ import: "@gig/x'; evil", descriptor: 'xFamily' }] });
    await expect(platformFamiliesGenerator(tree)).rejects.toThrow('needs an "import" like @gig/delivery');
    writeJson(tree, FAMILIES_LIST, { families: [{ import: '@gig/a', descriptor: 'aFamily' }, { import: '@gig/b', descriptor: 'aFamily' }] });
    await expect(platformFamiliesGenerator(tree)).rejects.toThrow('lists a descriptor twice');
  });
});
