import type { Tree } from '@nx/devkit';
import { writeFamiliesBarrel } from './families-barrel';

/**
 * `npx nx g @gig/workspace-plugin:platform-families`: rewrites apps/api/src/platform/families/platform-families.ts
 * from platform-families.json, e.g. after a family was removed from the list by hand.
 */
export async function platformFamiliesGenerator(tree: Tree): Promise<void> {
  writeFamiliesBarrel(tree);
}

export default platformFamiliesGenerator;
