import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * PGlite files may be opened by one process at a time: a second opener would corrupt them.
 * The lock holds the owner's pid; a lock whose process is gone is taken over. Directories it creates
 * (`DATA_DIR` and its `pglite`) are private to the service's user.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = lockFileOf(dataDir);
  const owner = embeddedDatabaseHolder(dataDir);
  if (owner !== null) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${owner} (is the server running?). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => {
    if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

/** The live process, other than this one, that holds the embedded database in `dataDir`, or null. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  const owner = readOwner(lockFileOf(dataDir));
  return owner !== null && owner !== process.pid && isAlive(owner) ? owner : null;
}

const lockFileOf = (dataDir: string) => join(dataDir, '..', `${dataDir.split(/[\\/]/).pop()}.lock`);

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
