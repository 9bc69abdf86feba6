import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '@gig/domain';
import { BackupManifest, Database, writeBackup } from '@gig/persistence';
import { REPORT_SIGNING_P12_FILE } from '@gig/pdf-report';

export interface BackupSources {
  readonly database: Pick<Database, 'dataSource'>;
  /** `pglite` or `postgres`. */
  readonly source: string;
  readonly dataDir: string;
  /** The report signing certificate was made into `DATA_DIR` (no `REPORT_SIGNING_P12`): it goes into the backup, sealed. */
  readonly selfMadeSigningCertificate: boolean;
  /** `CREDENTIALS_KEY` or `DATA_DIR/credentials.key`, read when a backup is taken. */
  readonly credentialsKey: () => Buffer;
  readonly clock: Clock;
}

export interface TakenBackup {
  readonly file: string;
  readonly manifest: BackupManifest;
}

/** One backup file of the database and the secrets of `DATA_DIR`: by the admin CLI and by the schedule. */
export class TakeBackup {
  constructor(private readonly sources: BackupSources) {}

  async execute(to: string): Promise<TakenBackup> {
    const { database, source, dataDir, clock } = this.sources;
    const certificate = join(dataDir, REPORT_SIGNING_P12_FILE);
    const secrets = this.sources.selfMadeSigningCertificate && existsSync(certificate) ? [{ name: REPORT_SIGNING_P12_FILE, content: readFileSync(certificate) }] : [];
    const manifest = await writeBackup(database, { to, credentialsKey: this.sources.credentialsKey(), secrets, now: clock.now(), source });
    return { file: to, manifest };
  }
}
