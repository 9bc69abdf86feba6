import type { IdentifierKind } from '../api/connect-api.types';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const CURP = /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

export const PHONE_PREFIXES: Readonly<Record<string, { readonly prefix: string; readonly digits: readonly number[] }>> = {
  mx: { prefix: '+52', digits: [10] },
  co: { prefix: '+57', digits: [10] },
  cl: { prefix: '+56', digits: [9] },
  pe: { prefix: '+51', digits: [9] },
  ar: { prefix: '+54', digits: [10, 11] },
  br: { prefix: '+55', digits: [10, 11] },
};

export type IdentifierProblem = 'invalid_email' | 'invalid_phone_number' | 'invalid_curp' | 'empty';

export type IdentifierResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: IdentifierProblem };

export function phonePrefix(country: string): string {
  return PHONE_PREFIXES[country]?.prefix ?? '';
}

export function validateEmail(raw: string): IdentifierResult {
  const value = raw.trim();
  return EMAIL.test(value) && value.length <= 254 ? { ok: true, value: value.toLowerCase() } : { ok: false, problem: 'invalid_email' };
}

export function validatePhone(raw: string, country: string): IdentifierResult {
  const rule = PHONE_PREFIXES[country];
  const compact = raw.replace(/[\s\-().]/g, '');
  if (!rule || !/^\+?\d+$/.test(compact)) return { ok: false, problem: 'invalid_phone_number' };
  let national = compact;
  if (compact.startsWith('+')) {
    if (!compact.startsWith(rule.prefix)) return { ok: false, problem: 'invalid_phone_number' };
    national = compact.slice(rule.prefix.length);
  }
  if (!rule.digits.includes(national.length)) return { ok: false, problem: 'invalid_phone_number' };
  return { ok: true, value: rule.prefix + national };
}

export function validateCurp(raw: string): IdentifierResult {
  const value = raw.trim().toUpperCase();
  return CURP.test(value) ? { ok: true, value } : { ok: false, problem: 'invalid_curp' };
}

export function validateIdentifier(kind: IdentifierKind, raw: string, country: string): IdentifierResult {
  if (!raw.trim()) return { ok: false, problem: 'empty' };
  if (kind === 'curp') return validateCurp(raw);
  if (kind === 'email' || (kind === 'email_or_phone' && raw.includes('@'))) return validateEmail(raw);
  return validatePhone(raw, country);
}

export function validateOtp(raw: string): boolean {
  return /^\d{4,8}$/.test(raw.trim());
}
