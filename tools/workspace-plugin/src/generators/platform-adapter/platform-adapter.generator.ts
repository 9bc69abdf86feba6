import { generateFiles, joinPathFragments, Tree } from '@nx/devkit';
import { familyNames } from './family-names';
import { addDomainFamily, addLiveFamily, addPathAlias } from './register-family';

export interface PlatformAdapterOptions {
  readonly family: string;
  readonly envVar?: string;
}

/**
 * `npx nx g @gig/workspace-plugin:platform-adapter <family>`: a live adapter lib for a new platform
 * family, speaking the shared extraction-service contract, with fixtures, its contract suite and
 * error-translation tests wired in, registered in the domain and in the app's live connectors.
 */
export async function platformAdapterGenerator(tree: Tree, options: PlatformAdapterOptions): Promise<void> {
  const names = familyNames(options.family);
  const root = `libs/adapters/${names.fileName}`;
  if (tree.exists(root)) throw new Error(`${root} already exists.`);
  const envVar = options.envVar ?? `${names.constantName}_URL`;
  generateFiles(tree, joinPathFragments(__dirname, 'files'), root, { ...names, envVar, tmpl: '' });
  addPathAlias(tree, names, root);
  addDomainFamily(tree, names);
  addLiveFamily(tree, names, envVar);
}

export default platformAdapterGenerator;
