import { isCalendarDate, type CalendarDate } from '../dates/calendar-date';
import { parseAmountToCents, type Cents } from '../money/money';
import type { MovementType } from './constancia';
import { fold } from './constancia-tokens';

const DATE = /^(\d{2})\s*\/\s*(\d{2})\s*\/\s*(\d{4})$/;
const WHOLE = /^\d{1,3}(,\d{3})*$|^\d+$/;
const AMOUNT = /^\$\s*(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/;
const MOVEMENT = /(alta|baja|reingreso|modificacion de salario)\s+(\d{2}\s*\/\s*\d{2}\s*\/\s*\d{4})\s+(\$\s*[\d,]+\.\d{2})/g;

/** `DD / MM / YYYY` (spaces around the slashes optional) as an ISO date; null when not a real date. */
export function parseConstanciaDate(text: string): CalendarDate | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const date = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(date) ? date : null;
}

export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  return WHOLE.test(value) ? Number(value.replace(/,/g, '')) : null;
}

/** `$ 1,154.33` as exact cents; null when not an amount with two decimals. */
export function parseConstanciaAmount(text: string): Cents | null {
  const match = AMOUNT.exec(text.trim().replace(/^\*\s*/, ''));
  if (!match) return null;
  return parseAmountToCents(`${match[1].replace(/,/g, '')}.${match[2]}`) ?? null;
}

export interface MovementLine {
  readonly type: MovementType;
  readonly date: CalendarDate;
  readonly salary: Cents;
}

/** The movements (`ALTA 01/02/2020 $ 154.33`, …) in a block's text, each with its offset; undefined when one is garbled. */
export function parseMovements(text: string): Array<{ line: MovementLine; at: number }> | undefined {
  const movements: Array<{ line: MovementLine; at: number }> = [];
  for (const match of fold(text).matchAll(MOVEMENT)) {
    const date = parseConstanciaDate(match[2]);
    const salary = parseConstanciaAmount(match[3]);
    if (date === null || salary === null) return undefined;
    movements.push({ line: { type: match[1].replace(/ /g, '_') as MovementType, date, salary }, at: match.index });
  }
  return movements;
}
