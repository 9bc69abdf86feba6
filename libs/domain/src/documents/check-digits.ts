import { isCalendarDate, type CalendarDate } from '../dates/calendar-date';

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_SHAPE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;
const NSS_SHAPE = /^\d{11}$/;
const REGISTRO_PATRONAL_SHAPE = /^[A-Z]\d{10}$/;

/** RENAPO's check digit of the first 17 characters of a CURP. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(first17[i]) * (18 - i);
  return (10 - (sum % 10)) % 10;
}

/** The birth date a CURP carries; the differentiator tells the century (a digit before 2000, a letter from 2000). */
export function curpBirthDate(curp: string): CalendarDate | null {
  if (!CURP_SHAPE.test(curp)) return null;
  const century = /\d/.test(curp[16]) ? '19' : '20';
  const date = `${century}${curp.slice(4, 6)}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
  return isCalendarDate(date) ? date : null;
}

export type CurpProblem = 'shape' | 'digit';

export function curpProblem(curp: string): CurpProblem | null {
  if (!CURP_SHAPE.test(curp) || curpBirthDate(curp) === null) return 'shape';
  return curpCheckDigit(curp.slice(0, 17)) === Number(curp[17]) ? null : 'digit';
}

/** Luhn over the first ten digits of an NSS, doubling from the second digit on the left. */
export function nssCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const product = Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export function nssProblem(nss: string): 'shape' | 'digit' | null {
  if (!NSS_SHAPE.test(nss)) return 'shape';
  return nssCheckDigit(nss.slice(0, 10)) === Number(nss[10]) ? null : 'digit';
}

export function isRegistroPatronalWellFormed(value: string): boolean {
  return REGISTRO_PATRONAL_SHAPE.test(value);
}
