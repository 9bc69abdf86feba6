import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The workspace's root: the nearest folder above `from` that holds `nx.json`. Specs run from the sources, the benches
 * and the cluster from their own builds (`dist/tools/<name>/…`), so a path relative to the file itself differs by build.
 */
export function workspaceRoot(from = __dirname): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'nx.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no nx.json above ${from}: run from the workspace`);
  }
}

/** The api's build (`nx run api:build` writes it): `main.js`, `composition/admin/admin.cli.js`, … */
export const BUILT_API = join(workspaceRoot(), 'dist/apps/api/src');

/** The service as `npm start` runs it. */
export const BUILT_API_MAIN = join(BUILT_API, 'main.js');
