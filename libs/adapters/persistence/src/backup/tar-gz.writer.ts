import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip, Gzip } from 'node:zlib';
import { BLOCK, encodeHeader, padding } from './tar.format';

const FILE_MODE = 0o600;

/**
 * A `.tar.gz` written entry by entry (each held whole in memory while written), created 0600 and never over an existing
 * file; `finish` resolves once it is flushed to disk and closed.
 */
export class TarGzWriter {
  private readonly gzip: Gzip = createGzip();
  private readonly written: Promise<void>;

  constructor(path: string) {
    this.written = pipeline(this.gzip, createWriteStream(path, { flags: 'wx', mode: FILE_MODE, flush: true }));
    this.written.catch(() => undefined);
  }

  async add(name: string, content: Buffer, mtime: Date): Promise<void> {
    await this.write(encodeHeader({ name, size: content.length, mode: FILE_MODE, mtime }));
    await this.write(content);
    await this.write(Buffer.alloc(padding(content.length)));
  }

  async finish(): Promise<void> {
    this.gzip.end(Buffer.alloc(2 * BLOCK));
    await this.written;
  }

  /** Stops writing; the caller removes the file. */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => undefined);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (bytes.length === 0) return;
    if (!this.gzip.write(bytes)) await Promise.race([once(this.gzip, 'drain'), this.written]);
  }
}
