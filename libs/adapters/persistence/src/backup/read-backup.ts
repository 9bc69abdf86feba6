import { AesGcmSecretBox } from '../secrets/aes-gcm.secret-box';
import { BackupManifest, credentialsKeyCheck, MANIFEST_ENTRY, parseManifest, sha256 } from './backup-manifest';
import { DamagedArchiveError, readTarGz, TarEntry } from './tar-gz.reader';

/** A backup that cannot be restored as it is: damaged, truncated, not a backup, or for another credentials key. */
export class UnusableBackupError extends Error {}

export interface CheckedBackup {
  readonly manifest: BackupManifest;
  /** The files of `DATA_DIR` it holds, unsealed. */
  readonly secrets: readonly { readonly name: string; readonly content: Buffer }[];
}

/**
 * Reads the whole file once and checks it: a complete archive, its manifest, every part present with its SHA-256, nothing
 * else, the credentials key the same. Nothing is written anywhere.
 */
export async function checkBackup(path: string, credentialsKey: Buffer): Promise<CheckedBackup> {
  const seen = new Map<string, string>();
  const sealed = new Map<string, Buffer>();
  let manifestBytes: Buffer | null = null;
  await eachEntry(path, (entry) => {
    if (seen.has(entry.name) || (manifestBytes && entry.name === MANIFEST_ENTRY)) throw unusable(path, `it holds ${entry.name} twice`);
    if (entry.name === MANIFEST_ENTRY) manifestBytes = entry.content;
    else seen.set(entry.name, sha256(entry.content));
    if (entry.name.startsWith('secrets/')) sealed.set(entry.name, entry.content);
  });
  if (manifestBytes === null) throw unusable(path, 'it has no manifest');
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestBytes);
  } catch (error) {
    throw unusable(path, (error as Error).message);
  }
  for (const [name, part] of Object.entries(manifest.parts)) {
    const found = seen.get(name);
    if (found === undefined) throw unusable(path, `${name} is missing`);
    if (found !== part.sha256) throw unusable(path, `${name} does not match its SHA-256 in the manifest`);
  }
  const extra = [...seen.keys()].find((name) => !(name in manifest.parts));
  if (extra) throw unusable(path, `${extra} is not in its manifest`);
  if (manifest.credentialsKeyCheck !== credentialsKeyCheck(credentialsKey)) {
    throw new UnusableBackupError(
      `${path} was made with another credentials key: set CREDENTIALS_KEY (or put the credentials.key file into DATA_DIR) as it was where the backup was taken; ` +
        'without it the sealed platform sessions and webhook secrets cannot be read.',
    );
  }
  const box = new AesGcmSecretBox(credentialsKey);
  const secrets = manifest.secrets.map((secret) => ({ name: secret.name, content: Buffer.from(box.open((sealed.get(secret.part) as Buffer).toString('utf8')), 'base64') }));
  return { manifest, secrets };
}

/** Each data part of the checked `manifest` in the file, in the manifest's order, its SHA-256 checked again (the file may have changed since). */
export async function* dataParts(path: string, manifest: BackupManifest): AsyncGenerator<TarEntry> {
  for await (const entry of readTarGz(path)) {
    if (!entry.name.startsWith('data/')) continue;
    if (manifest.parts[entry.name]?.sha256 !== sha256(entry.content)) throw unusable(path, `${entry.name} changed after it was checked`);
    yield entry;
  }
}

async function eachEntry(path: string, visit: (entry: TarEntry) => void): Promise<void> {
  try {
    for await (const entry of readTarGz(path)) visit(entry);
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw unusable(path, error.message);
    throw error;
  }
}

const unusable = (path: string, why: string) => new UnusableBackupError(`${path} cannot be restored: ${why}. Nothing was changed.`);
