import { createHash, createHmac } from 'node:crypto';
import type { SequenceValue } from './schema-catalogue';

export const BACKUP_FORMAT = 'gig-earnings-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export interface ManifestTable {
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: number;
  /** Its parts in load order, each a `data/…jsonl` entry of one JSON object per row. */
  readonly parts: readonly string[];
}

export interface ManifestPart {
  readonly bytes: number;
  readonly sha256: string;
}

/** What a backup holds, written last: the format, the schema's migration level, rows per table, every part's SHA-256. */
export interface BackupManifest {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: number;
  readonly createdAt: string;
  /** `pglite` or `postgres`: where it was taken. */
  readonly source: string;
  /** The last migration applied to the source. */
  readonly migration: string;
  /** Tables in load order (each after the tables it references). */
  readonly tables: readonly ManifestTable[];
  readonly sequences: readonly SequenceValue[];
  /** Files of `DATA_DIR` (the self-made report signing certificate), each sealed with the credentials key. */
  readonly secrets: readonly { readonly name: string; readonly part: string }[];
  /** An HMAC of a fixed text under the credentials key: a restore with another key is refused before anything is touched. */
  readonly credentialsKeyCheck: string;
  readonly parts: Readonly<Record<string, ManifestPart>>;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const credentialsKeyCheck = (key: Buffer) => createHmac('sha256', key).update('gig-earnings backup: credentials key check').digest('hex');

export const rowsPerTable = (manifest: BackupManifest) => Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));

/** The manifest in `bytes`, or an error saying what about it is wrong. */
export function parseManifest(bytes: Buffer): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error('its manifest is not JSON');
  }
  const manifest = value as BackupManifest;
  if (!isObject(manifest) || manifest.format !== BACKUP_FORMAT) throw new Error('it is not a gig-earnings backup');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new Error(`its format version is ${String(manifest.formatVersion)}; this build reads version ${BACKUP_FORMAT_VERSION}`);
  }
  const wellFormed =
    typeof manifest.createdAt === 'string' && typeof manifest.source === 'string' && typeof manifest.migration === 'string' &&
    typeof manifest.credentialsKeyCheck === 'string' && isObject(manifest.parts) &&
    Object.values(manifest.parts).every((part) => isObject(part) && Number.isInteger(part.bytes) && /^[0-9a-f]{64}$/.test(String(part.sha256))) &&
    Array.isArray(manifest.tables) &&
    manifest.tables.every((table) => isObject(table) && isIdentifier(table.name) && Array.isArray(table.columns) && table.columns.every(isIdentifier) &&
      Number.isInteger(table.rows) && Number(table.rows) >= 0 && Array.isArray(table.parts) && table.parts.every((part) => typeof part === 'string' && part in manifest.parts)) &&
    Array.isArray(manifest.sequences) &&
    manifest.sequences.every((sequence) => isObject(sequence) && isIdentifier(sequence.name) && (sequence.lastValue === null || /^-?\d+$/.test(String(sequence.lastValue)))) &&
    Array.isArray(manifest.secrets) &&
    manifest.secrets.every((secret) => isObject(secret) && /^[\w.-]+$/.test(String(secret.name)) && typeof secret.part === 'string' && secret.part in manifest.parts);
  if (!wellFormed) throw new Error('its manifest is malformed');
  return manifest;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdentifier = (value: unknown) => typeof value === 'string' && /^[a-z_][a-z0-9_]{0,62}$/.test(value);
