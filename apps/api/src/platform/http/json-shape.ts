/** What a request body may hold before any object mapping: far above any real request, far below any harm. */
export const JSON_LIMITS = { maxDepth: 32, maxKeys: 1000 } as const;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const DELETE = 0x7f;
const U = 0x75;
/** `\b \f \n \r \t`: control characters too. */
const CONTROL_ESCAPES = new Set([...'bfnrt'].map((letter) => letter.charCodeAt(0)));

/**
 * One pass over a JSON text, before it is parsed: the first reason it must be refused (nesting
 * deeper than `maxDepth`, more than `maxKeys` keys, a control character in a string: raw DEL,
 * or escaped as \u0000–\u001f, \u007f, \b, \f, \n, \r or \t), or null. Malformed JSON is left to the parser.
 */
export function jsonShapeProblem(text: Buffer, limits = JSON_LIMITS): string | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === QUOTE) inString = false;
      else if (byte === DELETE) return CONTROL;
      else if (byte === BACKSLASH) {
        const next = text[i + 1];
        if (CONTROL_ESCAPES.has(next) || (next === U && isControlEscape(text, i + 2))) return CONTROL;
        i++;
      }
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return `The request body nests deeper than ${limits.maxDepth} levels.`;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
    else if (byte === COLON && ++keys > limits.maxKeys) return `The request body has more than ${limits.maxKeys} keys.`;
  }
  return null;
}

const CONTROL = 'Strings in the request body may not contain control characters (U+0000 to U+001F, U+007F).';

/** `00XX` with XX in 00–1f, or `007f`, at `at`. */
function isControlEscape(text: Buffer, at: number): boolean {
  const hex = text.toString('latin1', at, at + 4).toLowerCase();
  return /^00[01][0-9a-f]$/.test(hex) || hex === '007f';
}
