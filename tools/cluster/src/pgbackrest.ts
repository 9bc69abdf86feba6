import { execFile } from 'node:child_process';
import { mkdirSync, chownSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asPostgres, ClusterLayout, postgresUser } from './cluster-layout';
import { SCOPE } from './patroni-config';

const run = promisify(execFile);

/** What `pgbackrest info` says of the newest backup: its start, the database's size and the repository's. */
export interface BackupInfo {
  readonly label: string;
  readonly startLsn: string;
  readonly databaseBytes: number;
  readonly repositoryBytes: number;
}

/**
 * Debian's pgBackRest with one repository in the cluster's folder (`pgbackrest/repo`), both members as `pg1` and
 * `pg2` (a backup is taken from whichever is the primary), every WAL segment pushed by the primary's
 * `archive_command`. Runs as `postgres`, which owns the data directories and the repository.
 */
export class PgBackRest {
  readonly config: string;
  readonly repository: string;

  constructor(private readonly layout: ClusterLayout) {
    const home = join(layout.dir, 'pgbackrest');
    this.config = join(home, 'pgbackrest.conf');
    this.repository = join(home, 'repo');
    for (const sub of ['', 'repo', 'log', 'lock', 'spool']) {
      mkdirSync(join(home, sub), { recursive: true, mode: 0o750 });
      const { uid, gid } = postgresUser();
      chownSync(join(home, sub), uid, gid);
    }
    const members = layout.members.flatMap((member, i) => [
      `pg${i + 1}-path=${member.dataDir}`, `pg${i + 1}-port=${member.port}`, `pg${i + 1}-socket-path=${layout.dir}`,
    ]);
    writeFileSync(this.config, [
      '[global]', `repo1-path=${this.repository}`, 'repo1-retention-full=2', `log-path=${join(home, 'log')}`, `lock-path=${join(home, 'lock')}`,
      `spool-path=${join(home, 'spool')}`, 'log-level-console=warn', 'log-level-file=info', 'compress-type=lz4', 'start-fast=y',
      `[${SCOPE}]`, ...members, '',
    ].join('\n'));
  }

  /** The member's `archive_command`: the path PostgreSQL passes (`%p`) is relative to that member's data directory. */
  archiveCommand(dataDir: string): string {
    return `pgbackrest --config=${this.config} --stanza=${SCOPE} --pg1-path=${dataDir} archive-push %p`;
  }

  stanzaCreate = () => this.pgbackrest(['stanza-create']);

  /** A full backup, waiting for the WAL that makes it consistent to be archived. */
  fullBackup = () => this.pgbackrest(['backup', '--type=full']);

  async newestBackup(): Promise<BackupInfo> {
    const [stanza] = JSON.parse(await this.pgbackrest(['info', '--output=json'])) as {
      backup: { label: string; lsn: { start: string }; info: { size: number; repository: { size: number } } }[];
    }[];
    const newest = stanza.backup[stanza.backup.length - 1];
    if (!newest) throw new Error('pgBackRest has no backup yet');
    return { label: newest.label, startLsn: newest.lsn.start, databaseBytes: newest.info.size, repositoryBytes: newest.info.repository.size };
  }

  /**
   * A new data directory at `dataDir` as the database was at `time` (the newest backup, then the archived WAL up
   * to the first commit after `time`, across timelines: a failover in between is followed), promoted there;
   * archiving off, so the copy never pushes its own WAL into the repository.
   */
  restoreTo(dataDir: string, time: string) {
    return this.pgbackrest(['restore', `--pg1-path=${dataDir}`, '--type=time', `--target=${time}`, '--target-action=promote', '--target-timeline=latest', '--archive-mode=off']);
  }

  private async pgbackrest(args: string[]): Promise<string> {
    const [file, argv] = asPostgres('/usr/bin/pgbackrest', [`--config=${this.config}`, `--stanza=${SCOPE}`, ...args]);
    try {
      return (await run(file, argv, { maxBuffer: 10 * 1024 * 1024, cwd: this.layout.dir })).stdout;
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`pgbackrest ${args.join(' ')} failed:\n${stderr || stdout || (error as Error).message}`);
    }
  }
}
