import Decimal from 'decimal.js';

/**
 * Money is kept as integer hundredths ("cents") of its currency; conversions are exact
 * (usd-conversion.ts) and round only where the spec says: 2 places, half away from zero.
 */
export type Cents = number;

const ExactDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export { ExactDecimal as Decimal };
export type DecimalValue = InstanceType<typeof ExactDecimal>;

const CURRENCY = /^[a-z]{3}$/;

export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY.test(value);
}

/** Parses a non-negative amount with at most 2 decimals into cents; undefined when invalid. */
export function parseAmountToCents(value: number | string): Cents | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined; // a reader that let another value through
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  let decimal: DecimalValue;
  try {
    decimal = new ExactDecimal(typeof value === 'number' ? value.toString() : value.trim());
  } catch {
    return undefined;
  }
  if (decimal.isNegative() || decimal.decimalPlaces() > 2) return undefined;
  const cents = decimal.times(100);
  return cents.lte(Number.MAX_SAFE_INTEGER) ? cents.toNumber() : undefined;
}

export function centsToAmount(cents: Cents): number {
  return cents / 100;
}

