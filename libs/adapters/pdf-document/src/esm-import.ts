import { pathToFileURL } from 'node:url';

/**
 * Node's own `import()` of an ES module from this CommonJS build: TypeScript would turn a written `import()` into
 * `require()`, which cannot load an ES module. The specifier is resolved here to a file URL, so the import does not
 * depend on where the calling code was compiled (Jest's scripts, `dist/`).
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

export function importEsModule<T>(packagePath: string): Promise<T> {
  return nativeImport<T>(pathToFileURL(require.resolve(packagePath)).href);
}
