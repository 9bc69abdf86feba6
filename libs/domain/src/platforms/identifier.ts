import { DomainError } from '../errors/domain-error';
import type { IdentifierKind } from './platform';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?\d{10,15}$/;
/** Clave Única de Registro de Población: 18 characters with a fixed layout. */
const CURP = /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

/**
 * Checks and normalises a login identifier for its kind: e-mails lower-cased, phones stripped of
 * spaces, dashes and parentheses, CURPs upper-cased. Fails with `invalid_email`,
 * `invalid_phone_number` or `invalid_curp`.
 */
export function normaliseIdentifier(kind: IdentifierKind, raw: string): string {
  const value = raw.trim();
  if (kind === 'curp') {
    const curp = value.toUpperCase();
    if (!CURP.test(curp)) throw new DomainError('invalid_curp', 'The CURP does not have the 18-character format.');
    return curp;
  }
  const asEmail = kind === 'email' || (kind === 'email_or_phone' && value.includes('@'));
  if (asEmail) {
    if (!EMAIL.test(value) || value.length > 254) throw new DomainError('invalid_email', 'The e-mail address is not valid.');
    return value.toLowerCase();
  }
  const phone = value.replace(/[\s\-().]/g, '');
  if (!PHONE.test(phone)) {
    throw new DomainError('invalid_phone_number', 'The phone number must have 10 to 15 digits, optionally with a leading +.');
  }
  return phone;
}
