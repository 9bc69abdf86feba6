import type { Lang } from '../api/connect-api.types';
import { errorKind } from '../flow/worker-errors.catalogue';
import { en } from './messages.en';
import { es, type MessageKey } from './messages.es';

export type { MessageKey };
export type Translate = (key: MessageKey, vars?: Readonly<Record<string, string>>) => string;

export const MESSAGES: Readonly<Record<Lang, Record<MessageKey, string>>> = { es, en };

export const WARNINGS = ['banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account', 'needs_auth'] as const;

export function pickLang(...candidates: readonly (string | null | undefined)[]): Lang {
  for (const candidate of candidates) {
    const lang = candidate?.slice(0, 2).toLowerCase();
    if (lang === 'es' || lang === 'en') return lang;
  }
  return 'es';
}

export function translator(lang: Lang): Translate {
  const table = MESSAGES[lang];
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function warningKey(warning: string): MessageKey {
  return (WARNINGS as readonly string[]).includes(warning) ? (`warn_${warning}` as MessageKey) : 'warn_generic';
}

export function countryKey(country: string): MessageKey | undefined {
  const key = `country_${country}`;
  return key in es ? (key as MessageKey) : undefined;
}

export function errorMessage(code: string): MessageKey {
  return `err_${errorKind(code)}` as MessageKey;
}
