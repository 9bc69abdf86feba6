import { readJson, Tree, updateJson } from '@nx/devkit';

/** The list of the families the app loads; the barrel below is written from it. */
export const FAMILIES_LIST = 'apps/api/src/platform/families/platform-families.json';
export const FAMILIES_BARREL = 'apps/api/src/platform/families/platform-families.ts';

/** One family lib the app loads: its import path and the name of its descriptor. */
export interface FamilyEntry {
  readonly import: string;
  readonly descriptor: string;
}

interface FamiliesList {
  readonly families: readonly FamilyEntry[];
}

const IMPORT = /^@[a-z0-9-]+\/[a-z0-9-]+$/;
const IDENTIFIER = /^[a-zA-Z_$][\w$]*$/;

export function readFamilies(tree: Tree): readonly FamilyEntry[] {
  if (!tree.exists(FAMILIES_LIST)) throw new Error(`${FAMILIES_LIST} is missing: run the generator at the workspace root.`);
  const { families } = readJson<FamiliesList>(tree, FAMILIES_LIST);
  for (const entry of families) {
    if (!IMPORT.test(entry.import) || !IDENTIFIER.test(entry.descriptor)) {
      throw new Error(`${FAMILIES_LIST}: ${JSON.stringify(entry)} needs an "import" like @gig/delivery and a "descriptor" like deliveryFamily.`);
    }
  }
  if (new Set(families.map((entry) => entry.descriptor)).size !== families.length) {
    throw new Error(`${FAMILIES_LIST} lists a descriptor twice.`);
  }
  return families;
}

/** Appends a family to the list; refuses one already listed. */
export function addFamilyToList(tree: Tree, entry: FamilyEntry): void {
  if (readFamilies(tree).some((listed) => listed.import === entry.import)) throw new Error(`${entry.import} is already in ${FAMILIES_LIST}.`);
  updateJson<FamiliesList>(tree, FAMILIES_LIST, (list) => ({ ...list, families: [...list.families, entry] }));
}

/** The whole barrel for a list of families, in the list's order. */
export function renderFamiliesBarrel(families: readonly FamilyEntry[]): string {
  return [
    '// Generated from platform-families.json by @gig/workspace-plugin (platform-adapter, platform-families): edit the JSON.',
    "import type { PlatformFamilyDescriptor } from '@gig/domain';",
    ...families.map((entry) => `import { ${entry.descriptor} } from '${entry.import}';`),
    '',
    '/** The platform families the app loads, in the order of platform-families.json. */',
    'export const PLATFORM_FAMILIES: readonly PlatformFamilyDescriptor[] = [',
    ...families.map((entry) => `  ${entry.descriptor},`),
    '];',
    '',
  ].join('\n');
}

export function writeFamiliesBarrel(tree: Tree): void {
  tree.write(FAMILIES_BARREL, renderFamiliesBarrel(readFamilies(tree)));
}
