import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readTarGz, TarEntry } from './tar-gz.reader';
import { TarGzWriter } from './tar-gz.writer';

describe('The backup archive (.tar.gz)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'gig-tar-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const entries = [
    { name: 'data/companies.000001.jsonl', content: Buffer.from('{"id":"ñ"}\n') },
    { name: 'data/empty.000001.jsonl', content: Buffer.alloc(0) },
    { name: 'data/reports.000001.jsonl', content: randomBytes(700_000) },
  ];
  const write = async (path = join(dir, 'a.tar.gz')) => {
    const writer = new TarGzWriter(path);
    for (const entry of entries) await writer.add(entry.name, entry.content, new Date('2026-12-02T03:00:00Z'));
    await writer.finish();
    return path;
  };
  const read = async (path: string) => {
    const found: TarEntry[] = [];
    for await (const entry of readTarGz(path)) found.push(entry);
    return found;
  };

  it('gives back every entry byte for byte, in order, from a file only its user may read; GNU tar reads it too', async () => {
    const path = await write();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await read(path)).toEqual(entries);
    const tar = gunzipSync(readFileSync(path));
    expect(tar.length % 512).toBe(0);
    expect(tar.subarray(257, 263).toString('binary')).toBe('ustar\u0000');
    expect(execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map((entry) => entry.name));
  });

  it('never writes over an existing file', async () => {
    const path = join(dir, 'taken.tar.gz');
    writeFileSync(path, 'mine');
    await expect(write(path)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path, 'utf8')).toBe('mine');
  });

  it.each([
    ['cut short', (tar: Buffer) => gzipSync(tar).subarray(0, 300), /truncated/],
    ['without its end marker', (tar: Buffer) => gzipSync(tar.subarray(0, tar.length - 1024)), /end marker/],
    ['with a header changed', (tar: Buffer) => gzipSync(Buffer.concat([Buffer.from('x'), tar.subarray(1)])), /checksum/],
    ['with data after its end', (tar: Buffer) => gzipSync(Buffer.concat([tar, Buffer.from('more')])), /follows the end marker/],
    ['not gzip', () => Buffer.from('plain text'), /damaged/],
  ])('refuses an archive %s', async (_case, spoil, message) => {
    const path = await write();
    const spoiled = join(dir, 'spoiled.tar.gz');
    writeFileSync(spoiled, spoil(gunzipSync(readFileSync(path))));
    await expect(read(spoiled)).rejects.toThrow(message);
  });
});
