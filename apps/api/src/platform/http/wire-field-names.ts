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

/** The error's message and field errors, every domain path among its fields said in wire names. */
export function inWireNames(message: string, errors: readonly FieldError[] | null): WireFieldErrors {
  if (!errors) return { message, errors };
  const paths = [...new Set(errors.map((error) => error.field))].filter((path) => wireFieldName(path) !== path);
  if (paths.length === 0) return { message, errors };
  const pattern = new RegExp(`${QUOTED.source}|(?<![\\w.])(${paths.map(escape).join('|')})(?![\\w])`, 'g');
  const rename = (text: string) => text.replace(pattern, (match, path?: string) => (path ? wireFieldName(path) : match));
  return { message: rename(message), errors: errors.map((error) => ({ field: wireFieldName(error.field), message: rename(error.message) })) };
}

/** A value the domain quotes back to the client (`JSON.stringify`): kept as the client wrote it. */
const QUOTED = /"(?:[^"\\]|\\.)*"/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
