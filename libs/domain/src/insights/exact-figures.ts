import { Decimal } from '../money/money';

/** An exact rational number num / den with den > 0; amounts in cents. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new Error('fraction with a zero denominator');
  return d < 0n ? { num: -n, den: -d } : { num: n, den: d };
}

export function compareFractions(a: Fraction, b: Fraction): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** num / den rounded half away from zero to an integer. */
export function roundHalfAwayFromZero(value: Fraction): bigint {
  const magnitude = value.num < 0n ? -value.num : value.num;
  const rounded = (2n * magnitude + value.den) / (2n * value.den);
  return value.num < 0n ? -rounded : rounded;
}

/** value rounded half away from zero to `decimals` places, as a number. */
export function roundTo(value: Fraction, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = roundHalfAwayFromZero({ num: value.num * scale, den: value.den });
  return Number(scaled) / Number(scale);
}

/** An amount in cents (a fraction of cents) as currency units rounded to 2 decimals. */
export function money(cents: Fraction): number {
  return roundTo({ num: cents.num, den: cents.den * 100n }, 2);
}

/** A fraction (a proportion) as a percentage rounded to 2 decimals. */
export function percentage(value: Fraction): number {
  return roundTo({ num: value.num * 100n, den: value.den }, 2);
}

/** A domain amount (cents / 100, see centsToAmount) back to its whole cents. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** A non-negative decimal number (e.g. a salary) as an exact fraction. */
export function fractionOfDecimal(value: number): Fraction {
  const decimal = new Decimal(value.toString());
  const places = decimal.decimalPlaces();
  const scale = 10n ** BigInt(places);
  return fraction(BigInt(decimal.times(scale.toString()).toFixed(0)), scale);
}

/** The middle value of integers, or the mean of the two middle values; null when there is none. */
export function median(values: readonly number[]): Fraction | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return fraction(sorted[middle]);
  return fraction(BigInt(sorted[middle - 1]) + BigInt(sorted[middle]), 2n);
}

/** 30.4375 (days in an average month) = 487 / 16. */
export const DAYS_PER_MONTH: Fraction = { num: 487n, den: 16n };
