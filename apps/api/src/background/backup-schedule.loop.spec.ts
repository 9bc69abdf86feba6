import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@gig/testing';
import { BackupFolder } from './backup/backup-folder';
import type { TakeBackup } from './backup/take-backup';
import { backupScheduleLoop } from './backup-schedule.loop';

const HOUR = 3_600_000;

describe('The backup schedule', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'gig-backup-schedule-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const clock = fixedClock('2026-12-02T12:00:00Z');
  const taken: string[] = [];
  const takeBackup = { execute: async (to: string) => (taken.push(to), writeFileSync(to, ''), { file: to, manifest: { tables: [] } }) } as unknown as TakeBackup;
  const plan = (intervalMs: number | null) => backupScheduleLoop(takeBackup, new BackupFolder(root), { intervalMs, dir: root, keep: 2 }, clock);
  const backupAt = (iso: string) => {
    const file = join(root, `gig-backup-${iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`);
    writeFileSync(file, '');
    utimesSync(file, new Date(iso), new Date(iso));
  };

  it('is off without an interval', () => {
    expect(plan(null).enabled).toBe(false);
  });

  it('comes a minute after start when none is there or the newest is overdue, else when the newest is one interval old', () => {
    expect(plan(24 * HOUR).firstDelayMs).toBe(60_000);
    expect(plan(2_000).firstDelayMs).toBe(2_000);
    backupAt('2026-12-02T07:00:00.000Z');
    expect(plan(24 * HOUR).firstDelayMs).toBe(19 * HOUR);
    expect(plan(3 * HOUR).firstDelayMs).toBe(60_000);
  });

  it('writes into BACKUP_DIR and keeps BACKUP_KEEP', async () => {
    backupAt('2026-12-01T10:00:00.000Z');
    backupAt('2026-12-01T11:00:00.000Z');
    await plan(HOUR).tick({ stopped: false, wake: () => undefined, report: () => undefined } as never);
    expect(taken.at(-1)).toBe(join(root, 'gig-backup-20261202T120000Z.tar.gz'));
    expect(readdirSync(root).sort()).toEqual(['gig-backup-20261201T110000Z.tar.gz', 'gig-backup-20261202T120000Z.tar.gz']);
  });
});
