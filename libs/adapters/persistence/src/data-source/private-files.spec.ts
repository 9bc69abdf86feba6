import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCredentialsKey } from '../secrets/credentials-key';
import { openDatabase } from './open-database';

/** Every path under `dir` whose mode is not the private one (0700 for directories, 0600 for files). */
function notPrivate(dir: string): string[] {
  const mode = (path: string) => statSync(path).mode & 0o777;
  const found = mode(dir) === 0o700 ? [] : [`${dir} ${mode(dir).toString(8)}`];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...notPrivate(path));
    else if (mode(path) !== 0o600) found.push(`${path} ${mode(path).toString(8)}`);
  }
  return found;
}

describe('The embedded database\'s files', () => {
  let root: string;

  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'gig-private-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are the service user\'s alone: DATA_DIR and every directory 0700, every file 0600, while open and once closed, and on the next start', async () => {
    const dataDir = join(root, 'data');
    loadCredentialsKey({}, dataDir);
    let database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      await database.dataSource.query("CREATE TABLE notes AS SELECT g AS id, repeat('x', 200) AS body FROM generate_series(1, 20000) AS g");
      await database.dataSource.query('CREATE INDEX ON notes (id)');
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      await database.dataSource.query("INSERT INTO notes SELECT g, repeat('y', 200) FROM generate_series(1, 20000) AS g");
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  }, 120_000);
});
