import { Tree, updateJson } from '@nx/devkit';
import type { FamilyNames } from './family-names';

export const DOMAIN_PLATFORM_FILE = 'libs/domain/src/platforms/platform.ts';
export const LIVE_CONNECTORS_FILE = 'apps/api/src/connectors/live-connectors.ts';
const FAMILY_UNION = /export type PlatformFamily =([^;]*);/;
const END_MARKER = '  // </live-families>';

/** `@gig/<family>` resolves to the new lib everywhere (TypeScript, Jest, the build). */
export function addPathAlias(tree: Tree, names: FamilyNames, root: string): void {
  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions.paths[`@gig/${names.fileName}`] = [`${root}/src/index.ts`];
    return json;
  });
}

/** The domain learns the family, so the registry's platforms can belong to it. */
export function addDomainFamily(tree: Tree, names: FamilyNames): void {
  const source = read(tree, DOMAIN_PLATFORM_FILE);
  const union = FAMILY_UNION.exec(source);
  if (!union) throw new Error(`${DOMAIN_PLATFORM_FILE} has no "export type PlatformFamily = …;" to extend.`);
  if (union[1].includes(`'${names.family}'`)) return;
  tree.write(DOMAIN_PLATFORM_FILE, source.replace(FAMILY_UNION, `export type PlatformFamily =${union[1]} | '${names.family}';`));
}

/** Live companies' platforms of the family route to the new adapter once `<FAMILY>_URL` is set. */
export function addLiveFamily(tree: Tree, names: FamilyNames, envVar: string): void {
  const source = read(tree, LIVE_CONNECTORS_FILE);
  if (!source.includes(END_MARKER)) throw new Error(`${LIVE_CONNECTORS_FILE} lacks the "// </live-families>" marker.`);
  const importLine = `import { create${names.className}Connector, ${names.constantName}_FAMILY } from '@gig/${names.fileName}';\n`;
  const entry = `  { family: ${names.constantName}_FAMILY, envVar: '${envVar}', create: create${names.className}Connector },\n`;
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', source.indexOf(';', lastImport)) + 1;
  const withImport = source.slice(0, afterImports) + importLine + source.slice(afterImports);
  tree.write(LIVE_CONNECTORS_FILE, withImport.replace(END_MARKER, `${entry}${END_MARKER}`));
}

function read(tree: Tree, path: string): string {
  const content = tree.read(path, 'utf-8');
  if (content === null) throw new Error(`${path} is missing: run the generator at the workspace root.`);
  return content;
}
