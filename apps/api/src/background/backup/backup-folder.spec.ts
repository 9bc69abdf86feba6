import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupFolder } from './backup-folder';

describe('BACKUP_DIR', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'gig-backup-folder-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names each backup by its UTC second, in a folder only the service user may enter', () => {
    const folder = new BackupFolder(join(root, 'backups'));
    expect(folder.newestAt()).toBeNull();
    expect(folder.nextFile(new Date('2026-12-02T03:04:05.678Z'))).toBe(join(root, 'backups', 'gig-backup-20261202T030405Z.tar.gz'));
    expect(statSync(join(root, 'backups')).mode & 0o777).toBe(0o700);
  });

  it('keeps the newest backups and leaves every other file alone', () => {
    const folder = new BackupFolder(root);
    const names = ['20261201T000000Z', '20261202T000000Z', '20261130T000000Z', '20261203T000000Z'].map((stamp) => `gig-backup-${stamp}.tar.gz`);
    for (const name of [...names, 'notes.txt', 'mine.tar.gz']) writeFileSync(join(root, name), '');
    utimesSync(join(root, names[3]), new Date('2026-12-03T00:00:01Z'), new Date('2026-12-03T00:00:01Z'));
    expect(folder.prune(2)).toEqual(['gig-backup-20261130T000000Z.tar.gz', 'gig-backup-20261201T000000Z.tar.gz']);
    expect(readdirSync(root).sort()).toEqual(['gig-backup-20261202T000000Z.tar.gz', 'gig-backup-20261203T000000Z.tar.gz', 'mine.tar.gz', 'notes.txt']);
    expect(folder.newestAt()).toEqual(new Date('2026-12-03T00:00:01Z'));
  });
});
