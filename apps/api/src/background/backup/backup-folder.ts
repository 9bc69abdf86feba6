import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NAME = /^gig-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** `BACKUP_DIR`: the scheduled backups, named by their UTC time so that names sort as times do. */
export class BackupFolder {
  constructor(private readonly dir: string) {}

  /** The path for a backup taken now; the folder is made (0700) if needed. */
  nextFile(now: Date): string {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700);
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    return join(this.dir, `gig-backup-${stamp}.tar.gz`);
  }

  /** When the newest scheduled backup was written, or null when there is none. */
  newestAt(): Date | null {
    const newest = this.backups().at(-1);
    return newest ? statSync(join(this.dir, newest)).mtime : null;
  }

  /** Deletes all but the `keep` newest scheduled backups (other files are left alone); returns the deleted names. */
  prune(keep: number): string[] {
    const old = this.backups().slice(0, -keep);
    for (const name of old) rmSync(join(this.dir, name), { force: true });
    return old;
  }

  private backups(): string[] {
    try {
      return readdirSync(this.dir).filter((name) => NAME.test(name)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
