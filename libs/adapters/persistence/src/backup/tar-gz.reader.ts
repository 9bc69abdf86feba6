import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BLOCK, decodeHeader, padding } from './tar.format';

/** An entry larger than this is taken for damage: a backup writes parts of a few MB (one row may make one larger). */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

export interface TarEntry {
  readonly name: string;
  readonly content: Buffer;
}

/** Fails for anything that is not a whole, undamaged archive: gzip's CRC, each header's checksum, the end marker. */
export class DamagedArchiveError extends Error {}

/** The entries of the `.tar.gz` at `path`, one at a time. */
export async function* readTarGz(path: string): AsyncGenerator<TarEntry> {
  const file = createReadStream(path);
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  const chunks = new ByteQueue(file.pipe(gunzip)[Symbol.asyncIterator]());
  try {
    for (;;) {
      const header = decodeHeader(await chunks.take(BLOCK));
      if (header === null) {
        await chunks.take(BLOCK);
        await chunks.expectEnd();
        return;
      }
      if (header.size > MAX_ENTRY_BYTES) throw new Error(`the entry ${header.name} claims ${header.size} bytes`);
      const content = await chunks.take(header.size);
      await chunks.take(padding(header.size));
      yield { name: header.name, content };
    }
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    throw new DamagedArchiveError(describe(error));
  } finally {
    file.destroy();
    gunzip.destroy();
  }
}

function describe(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return message;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) return 'it is truncated (the compressed stream ends early)';
  if (code?.startsWith('Z_')) return `it is damaged (gzip: ${message})`;
  return `it is damaged (${message})`;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteQueue {
  private buffered: Buffer[] = [];
  private length = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async take(size: number): Promise<Buffer> {
    while (this.length < size) {
      const next = await this.source.next();
      if (next.done) throw new Error('the archive ends before its end marker (truncated)');
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    this.buffered = all.length > size ? [all.subarray(size)] : [];
    this.length = all.length - size;
    return all.subarray(0, size);
  }

  /** The rest holds nothing but zero padding. */
  async expectEnd(): Promise<void> {
    for (;;) {
      if (this.buffered.some((chunk) => chunk.some((byte) => byte !== 0))) throw new Error('data follows the end marker');
      this.buffered = [];
      const next = await this.source.next();
      if (next.done) return;
      this.buffered.push(next.value);
    }
  }
}
