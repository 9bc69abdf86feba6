/**
 * The few bytes of POSIX ustar that a backup needs: regular files only, names under 100 bytes, one 512-byte header per
 * entry, the content padded to 512 bytes, two zero blocks at the end. (The only tar package installed, `tar-stream`,
 * comes in as a development dependency of the build tools: the service cannot rely on it at run time.)
 */
export const BLOCK = 512;
const NAME_BYTES = 100;
const MAGIC = 'ustar\u000000';

export interface TarHeader {
  readonly name: string;
  readonly size: number;
  readonly mode: number;
  readonly mtime: Date;
}

export function encodeHeader({ name, size, mode, mtime }: TarHeader): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length >= NAME_BYTES) throw new Error(`A backup entry name must be under ${NAME_BYTES} bytes (got "${name}").`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  header.write(octal(mode, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.fill(' ', 148, 156);
  header.write('0', 156, 'ascii');
  header.write(MAGIC, 257, 'binary');
  header.write(octal(checksum(header), 8), 148, 'ascii');
  return header;
}

/** The header in `block`, null for a zero block (the end), or an error naming what is wrong. */
export function decodeHeader(block: Buffer): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  const stored = parseOctal(block, 148, 8);
  if (stored !== checksum(block)) throw new Error('a tar header fails its checksum');
  if (block.toString('binary', 257, 263) !== 'ustar\u0000') throw new Error('an entry is not in the ustar format');
  const type = String.fromCharCode(block[156]);
  if (type !== '0' && type !== '\u0000') throw new Error(`an entry is not a regular file (type "${type}")`);
  const end = block.indexOf(0, 0);
  const name = block.toString('utf8', 0, end === -1 || end > NAME_BYTES ? NAME_BYTES : end);
  return { name, size: parseOctal(block, 124, 12), mode: parseOctal(block, 100, 8), mtime: new Date(parseOctal(block, 136, 12) * 1000) };
}

export const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\u0000`;
}

function parseOctal(block: Buffer, offset: number, width: number): number {
  const text = block.toString('ascii', offset, offset + width).split('\u0000')[0].trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('a tar header holds a malformed number');
  return parseInt(text, 8);
}

/** The sum of the header's bytes with the checksum field read as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
}
