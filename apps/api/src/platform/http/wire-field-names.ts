import type { FieldError } from '@gig/domain';

/**
 * The one place where the domain's field paths become the wire's names. The domain names a bad
 * value by its camelCase path (`externalId`, `window.from`); the wire names each segment in
 * snake_case (`external_id`). A field error's message names its field by that path, so the same
 * words are renamed in the message (and in the error's own message) wherever they stand alone, outside
 * the values a message quotes back (`"isActive"` stays as the client sent it).
 */
export function wireFieldName(path: string): string {
  return path.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export interface WireFieldErrors {
  readonly message: string;
  readonly errors: readonly FieldError[] | null;
}

/**
 * The error's message and field errors, every domain path among its fields, and among the paths its
 * messages mention (`mentions` of a field error or of the error), said in wire names.
 */
export function inWireNames(message: string, errors: readonly FieldError[] | null, mentions: readonly string[] = []): WireFieldErrors {
  const named = [...(errors ?? []).flatMap((error) => [error.field, ...(error.mentions ?? [])]), ...mentions];
  const paths = [...new Set(named)].filter((path) => wireFieldName(path) !== path);
  const pattern = new RegExp(`${QUOTED.source}|(?<![\\w.])(${paths.map(escape).join('|')})(?![\\w])`, 'g');
  const rename = (text: string) => (paths.length === 0 ? text : text.replace(pattern, (match, path?: string) => (path ? wireFieldName(path) : match)));
  return { message: rename(message), errors: errors && errors.map((error) => ({ field: wireFieldName(error.field), message: rename(error.message) })) };
}

/**
 * A value the domain quotes back to the client: JSON-quoted (`"isActive"`), or single-quoted up to
 * the last closing quote (`'a'b'`, as `No user with externalId '…'` quotes it): kept as the client wrote it.
 */
const QUOTED = /"(?:[^"\\]|\\.)*"|(?<![\w'])'[\s\S]*'(?![\w])/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
