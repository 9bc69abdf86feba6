import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the service's user may enter. */
export const PRIVATE_DIR_MODE = 0o700;
/** Only the service's user may read or write. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dir` and everything under it private: PGlite unpacks its initial files 0666 (world-writable)
 * whatever the umask, and writes a few later ones 0644. Runs after opening and after closing.
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    try {
      if (entry.isDirectory()) makePrivate(path);
      else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
