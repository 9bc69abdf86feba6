const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** The PDF string (literal `(…)` or hex `<…>`) starting at `at`, decoded: UTF-16BE after a BOM, else PDFDocEncoding. */
export function decodePdfString(source: string, at: number): string | null {
  const raw = source[at] === '<' ? hexString(source, at) : literalString(source, at);
  if (raw === null) return null;
  const bytes = Buffer.from(raw, 'latin1');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const utf16 = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return utf16.swap16().toString('utf16le');
  }
  return raw;
}

function hexString(source: string, at: number): string | null {
  const end = source.indexOf('>', at);
  if (end < 0) return null;
  const hex = source.slice(at + 1, end).replace(/\s/g, '');
  return Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex').toString('latin1');
}

function literalString(source: string, at: number): string | null {
  let depth = 0;
  let out = '';
  for (let i = at; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      const next = source[i + 1];
      const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
        i += octal[0].length;
      } else {
        if (next === '\r' && source[i + 2] === '\n') i++;
        out += ESCAPES[next] ?? (next === '\n' || next === '\r' ? '' : next);
        i++;
      }
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (depth === 0) return out;
    if (i > at) out += char;
  }
  return null;
}
