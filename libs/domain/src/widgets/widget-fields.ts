import { DomainError, FieldError } from '../errors/domain-error';
import { normalizeWebOrigin } from './web-origin';
import { MAX_WIDGET_NAME_LENGTH, MAX_WIDGET_ORIGINS, MAX_WIDGET_URL_LENGTH, WIDGET_LANGUAGES, WidgetLanguage } from './widget';

const bad = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);
const refuse = (problem: FieldError) => DomainError.badRequest(problem.message, [problem]);

/** Null (clearing a field a widget cannot do without) is refused like a bad value, here and below. */
export function readName(value: string | null): string {
  if (value === null || value.trim() === '' || value.length > MAX_WIDGET_NAME_LENGTH) {
    throw bad('name', `name must be a non-empty string of at most ${MAX_WIDGET_NAME_LENGTH} characters`);
  }
  return value.trim();
}

/** A non-empty list of codes out of `allowed`, without repeats, in the order given. */
export function readCodes(field: string, value: readonly string[] | null, allowed: readonly string[]): string[] {
  const message = `${field} must be a non-empty list of: ${allowed.join(', ')}`;
  if (value === null || value.length === 0 || value.length > 100) throw bad(field, message);
  const unknown = value.filter((code) => !allowed.includes(code));
  if (unknown.length > 0) throw bad(field, `${field}: unknown ${unknown.map((code) => JSON.stringify(code)).join(', ')}; ${message}`);
  return [...new Set(value)];
}

/** 1 to 20 origins `scheme://host[:port]`, written as a browser's `Origin` header writes them (`web-origin.ts`). */
export function readOrigins(value: readonly string[] | null): string[] {
  const message = `allowedOrigins must be a list of 1 to ${MAX_WIDGET_ORIGINS} origins scheme://host[:port] (http or https, a host name or IP address without wildcard; no path, query or trailing slash)`;
  if (value === null || value.length === 0 || value.length > MAX_WIDGET_ORIGINS) throw bad('allowedOrigins', message);
  const origins = value.map((origin) => {
    const normal = normalizeWebOrigin(origin);
    if (normal === null) throw bad('allowedOrigins', `${JSON.stringify(origin)} is not an origin; ${message}`);
    return normal;
  });
  return [...new Set(origins)];
}

/** Null, or an absolute URL of at most 2,048 characters with one of the schemes and no user name or password. */
export function readUrl(field: string, value: string | null, schemes: readonly ('http:' | 'https:')[]): string | null {
  if (value === null) return null;
  const message = `${field} must be null or an absolute ${schemes.map((s) => s.slice(0, -1)).join(' or ')} URL of at most ${MAX_WIDGET_URL_LENGTH} characters`;
  if (value.length > MAX_WIDGET_URL_LENGTH) throw bad(field, message);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw bad(field, message);
  }
  if (!(schemes as string[]).includes(url.protocol) || url.username || url.password) throw bad(field, message);
  return url.toString();
}

/** The problem with `value` as a widget language, null when it is one (consents collect it with their other problems). */
export function languageProblem(field: string, value: string | null): FieldError | null {
  return value !== null && isWidgetLanguage(value) ? null : { field, message: `${field} must be one of ${WIDGET_LANGUAGES.join(', ')}` };
}

export function readLanguage(field: string, value: string | null): WidgetLanguage {
  const problem = languageProblem(field, value);
  if (problem) throw refuse(problem);
  return value as WidgetLanguage;
}

const isWidgetLanguage = (value: string): value is WidgetLanguage => (WIDGET_LANGUAGES as readonly string[]).includes(value);

export function readColor(value: string | null): string {
  if (value === null || !/^#[0-9a-f]{6}$/i.test(value)) throw bad('primaryColor', 'primaryColor must be a colour #rrggbb');
  return value.toLowerCase();
}

/** The problem with `value` as a non-blank string of 1 to `max` characters, null when it is one. */
export function textProblem(field: string, value: string | null, max: number): FieldError | null {
  return value === null || value.trim() === '' || value.length > max ? { field, message: `${field} must be a non-empty string of at most ${max} characters` } : null;
}

export function readText(field: string, value: string | null, max: number): string {
  const problem = textProblem(field, value, max);
  if (problem) throw refuse(problem);
  return value as string;
}
