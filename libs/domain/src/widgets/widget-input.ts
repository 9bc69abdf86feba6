import { DomainError, FieldError } from '../errors/domain-error';
import type { PlatformRegistry } from '../platforms/platform-registry';
import { MAX_CONSENT_VERSION_LENGTH, type Widget, type WidgetChanges } from './widget';
import { readCodes, readColor, readLanguage, readName, readOrigins, readText, readUrl } from './widget-fields';
import { readLogoUrl } from './widget-logo';

/**
 * A widget's fields as a client gives them (create and update): absent keeps a field, null clears it
 * (only the two URLs may be cleared). A logo is an https URL on one of the widget's allowed origins or an
 * inline PNG or SVG (`widget-logo.ts`).
 */
export interface WidgetInput {
  readonly name?: string | null;
  readonly platforms?: readonly string[] | null;
  readonly countries?: readonly string[] | null;
  readonly allowedOrigins?: readonly string[] | null;
  readonly redirectUrl?: string | null;
  readonly language?: string | null;
  readonly primaryColor?: string | null;
  readonly logoUrl?: string | null;
  readonly consentVersion?: string | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The changes the given fields make to `current` (null: a new widget), each checked; `bad_request` naming
 * every bad field at once. Platforms default to all; countries to every country the platforms are offered
 * in, and when only the platforms change, to the current countries they are still offered in.
 */
export function readWidgetInput(input: WidgetInput, registry: PlatformRegistry, current: Widget | null): WidgetChanges {
  const errors: FieldError[] = [];
  const changes: Mutable<WidgetChanges> = {};
  const check = <T>(value: T | undefined, read: (value: T) => void) => {
    if (value === undefined) return;
    try {
      read(value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push(...(error.errors ?? []));
    }
  };
  check(input.name, (v) => (changes.name = readName(v)));
  check(input.allowedOrigins, (v) => (changes.allowedOrigins = readOrigins(v)));
  check(input.redirectUrl, (v) => (changes.redirectUrl = readUrl('redirectUrl', v, ['http:', 'https:'])));
  if (!errors.some((e) => e.field === 'allowedOrigins')) {
    const origins = changes.allowedOrigins ?? current?.allowedOrigins ?? [];
    // A logo stays on the widget's own origins: checked again when the origins change under it.
    const logo = input.logoUrl !== undefined ? input.logoUrl : input.allowedOrigins !== undefined ? current?.logoUrl : undefined;
    check(logo, (v) => {
      const read = readLogoUrl(v ?? null, origins);
      if (input.logoUrl !== undefined) changes.logoUrl = read;
    });
  }
  check(input.language, (v) => (changes.language = readLanguage('language', v)));
  check(input.primaryColor, (v) => (changes.primaryColor = readColor(v)));
  check(input.consentVersion, (v) => (changes.consentVersion = readText('consentVersion', v, MAX_CONSENT_VERSION_LENGTH)));
  check(input.platforms, (v) => (changes.platforms = readCodes('platforms', v, registry.all().map((p) => p.code))));
  if (!errors.some((e) => e.field === 'platforms')) {
    const platforms = changes.platforms ?? current?.platforms ?? registry.all().map((p) => p.code);
    const offered = [...new Set(platforms.flatMap((code) => registry.find(code)?.countries ?? []))];
    if (current === null) changes.platforms = platforms;
    check(input.countries, (v) => (changes.countries = readCodes('countries', v, offered)));
    if (input.countries === undefined && current === null) changes.countries = offered;
    if (input.countries === undefined && current !== null && changes.platforms) {
      const kept = current.countries.filter((country) => offered.includes(country));
      changes.countries = kept.length > 0 ? kept : offered;
    }
  }
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return changes;
}
