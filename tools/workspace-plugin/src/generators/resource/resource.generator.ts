import { formatFiles, generateFiles, joinPathFragments, names, Tree } from '@nx/devkit';

export interface ResourceOptions {
  /** The resource, plural, in kebab case: `notes`, `call-logs`. */
  readonly name: string;
  /** Its singular (default: the name without its final `s`). */
  readonly singular?: string;
}

const MIGRATIONS = 'libs/adapters/persistence/src/migrations';

/**
 * `npx nx g @gig/workspace-plugin:resource <name>`: a company's resource with a create and a read by id, from the domain
 * (use cases and port, which adds itself to `Repositories`) through the in-memory fake and its contract suite, the TypeORM
 * repository and its migration, to /v1 (controller, request DTO, presenter, area with its tag, contract sweep), named
 * once in each of the four lists resources register in. `npm run openapi` afterwards brings the documents up to date.
 */
export async function resourceGenerator(tree: Tree, options: ResourceOptions): Promise<void> {
  const plural = names(options.name);
  const singular = names(options.singular ?? options.name.replace(/s$/, ''));
  const apiRoot = `apps/api/src/public-api/${plural.fileName}`;
  if (tree.exists(apiRoot)) throw new Error(`${apiRoot} already exists.`);
  const timestamp = String(nextMigrationTimestamp(tree));
  generateFiles(tree, joinPathFragments(__dirname, 'files'), '.', {
    tmpl: '',
    plural: plural.fileName, Plural: plural.className, pluralProp: plural.propertyName, pluralTable: snake(plural.fileName), pluralWords: words(plural.fileName),
    singular: singular.fileName, Singular: singular.className, SINGULAR: singular.constantName, singularProp: singular.propertyName,
    singularTable: snake(singular.fileName), singularWords: words(singular.fileName), timestamp,
  });
  append(tree, 'libs/domain/src/index.ts', [
    `export * from './ports/${singular.fileName}-repository.port';`,
    `export * from './${plural.fileName}/create-${singular.fileName}';`,
    `export * from './${plural.fileName}/get-${singular.fileName}';`,
  ]);
  register(tree, 'libs/testing/src/fakes/fake-resources.ts', `import { ${plural.propertyName}Fake } from './in-memory.${singular.fileName}.repository';`,
    /FAKE_RESOURCES = \[([^\]]*)\]/, `${plural.propertyName}Fake`);
  register(tree, 'libs/adapters/persistence/src/repositories/typeorm-resources.ts',
    `import { ${plural.propertyName}TypeOrm } from './typeorm.${singular.fileName}.repository';`, /TYPEORM_RESOURCES = \[([^\]]*)\]/, `${plural.propertyName}TypeOrm`);
  register(tree, 'apps/api/src/composition/app.areas.ts', `import { ${plural.propertyName}Area } from '../public-api/${plural.fileName}/${plural.fileName}.area';`,
    /APP_AREAS = \[([^\]]*)\]/, `${plural.propertyName}Area`);
  await formatFiles(tree);
}

/** One after the newest migration's timestamp, so that it runs last. */
function nextMigrationTimestamp(tree: Tree): number {
  const stamps = tree.children(MIGRATIONS).map((file) => /^(\d{13})-/.exec(file)?.[1]).filter((stamp): stamp is string => stamp !== undefined).map(Number);
  return Math.max(...stamps) + 1;
}

function append(tree: Tree, path: string, lines: readonly string[]): void {
  tree.write(path, `${tree.read(path, 'utf-8')?.trimEnd()}\n${lines.join('\n')}\n`);
}

/** Adds the import after the file's last one and `entry` last in the list `list` matches. */
function register(tree: Tree, path: string, importLine: string, list: RegExp, entry: string): void {
  const text = tree.read(path, 'utf-8') ?? '';
  const lastImport = text.lastIndexOf('\nimport ') + 1;
  const importEnd = text.indexOf('\n', text.indexOf(';', lastImport)) + 1;
  const withImport = `${text.slice(0, importEnd)}${importLine}\n${text.slice(importEnd)}`;
  const match = list.exec(withImport);
  if (!match) throw new Error(`${path}: no list matching ${list}`);
  const entries = match[1];
  const listed = entries.includes('\n') ? `${entries.trimEnd()}\n  ${entry},\n` : entries.trim() === '' ? entry : `${entries}, ${entry}`;
  tree.write(path, withImport.replace(match[0], match[0].replace(`[${entries}]`, `[${listed}]`)));
}

const snake = (kebab: string) => kebab.replace(/-/g, '_');
const words = (kebab: string) => kebab.replace(/-/g, ' ');

export default resourceGenerator;
