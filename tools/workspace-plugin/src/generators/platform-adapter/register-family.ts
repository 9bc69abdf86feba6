import { Tree, updateJson } from '@nx/devkit';
import { addFamilyToList, writeFamiliesBarrel } from '../platform-families/families-barrel';
import type { FamilyNames } from './family-names';

/** `@gig/<family>` resolves to the new lib everywhere (TypeScript, Jest, the build). */
export function addPathAlias(tree: Tree, names: FamilyNames, root: string): void {
  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions.paths[`@gig/${names.fileName}`] = [`${root}/src/index.ts`];
    return json;
  });
}

/** The app loads the family: its platforms join the registry, its connector serves live companies once its URL is set. */
export function registerFamily(tree: Tree, names: FamilyNames): void {
  addFamilyToList(tree, { import: `@gig/${names.fileName}`, descriptor: `${names.propertyName}Family` });
  writeFamiliesBarrel(tree);
}
