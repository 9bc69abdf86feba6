import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '@gig/domain';
import { BackupManifest, Database, writeBackup } from '@gig/persistence';
import { REPORT_SANDBOX_SIGNING_P12_FILE, REPORT_SIGNING_P12_FILE } from '@gig/pdf-report';

export interface BackupSources {
  readonly database: Pick<Database, 'dataSource'>;
  /** `pglite` or `postgres`. */
  readonly source: string;
  readonly dataDir: string;
  /** The report signing certificates made into `DATA_DIR` (`selfMadeSigningFiles`): they go into the backup, sealed. */
  readonly selfMadeSigningFiles: readonly string[];
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
    const secrets = this.sources.selfMadeSigningFiles
      .filter((name) => existsSync(join(dataDir, name)))
      .map((name) => ({ name, content: readFileSync(join(dataDir, name)) }));
    const manifest = await writeBackup(database, { to, credentialsKey: this.sources.credentialsKey(), secrets, now: clock.now(), source });
    return { file: to, manifest };
  }
}

/** The live and the sandbox signing certificates the service makes into `DATA_DIR` when no P12 is configured for them. */
export function selfMadeSigningFiles(signing: { readonly p12: string | null; readonly sandboxP12: string | null }): string[] {
  return [signing.p12 === null && REPORT_SIGNING_P12_FILE, signing.sandboxP12 === null && REPORT_SANDBOX_SIGNING_P12_FILE].filter((name): name is string => name !== false);
}
