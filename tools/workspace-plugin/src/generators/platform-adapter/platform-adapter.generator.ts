import { GeneratorCallback, generateFiles, joinPathFragments, Tree } from '@nx/devkit';
import { execSync } from 'node:child_process';
import { familyNames } from './family-names';
import { addPathAlias, registerFamily } from './register-family';

export interface PlatformAdapterOptions {
  readonly family: string;
  readonly envVar?: string;
  readonly skipOpenapi?: boolean;
}

/**
 * `npx nx g @gig/workspace-plugin:platform-adapter <family>`: a live adapter lib for a new platform
 * family, speaking the shared extraction-service contract, exporting the family's descriptor (with a
 * placeholder platform), with fixtures, its contract suite and error-translation tests wired in, and
 * one entry in the app's list of families. Nothing under libs/domain changes. Once the files are written,
 * `npm run openapi` brings the committed documents and the typed clients up to date: the new platform joins the
 * document's platform enums (unless `skipOpenapi`).
 */
export async function platformAdapterGenerator(tree: Tree, options: PlatformAdapterOptions): Promise<GeneratorCallback> {
  const names = familyNames(options.family);
  const root = `libs/adapters/${names.fileName}`;
  if (tree.exists(root)) throw new Error(`${root} already exists.`);
  const envVar = options.envVar ?? `${names.constantName}_URL`;
  generateFiles(tree, joinPathFragments(__dirname, 'files'), root, { ...names, envVar, tmpl: '' });
  addPathAlias(tree, names, root);
  registerFamily(tree, names);
  return () => {
    if (!options.skipOpenapi) execSync('npm run openapi', { cwd: tree.root, stdio: 'inherit' });
  };
}

export default platformAdapterGenerator;
