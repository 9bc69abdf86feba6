import { DomainError } from '../errors/domain-error';
import { Cents, Decimal } from './money';

/** An exact non-negative rational number of US cents: num / den. */
export interface CentsFraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A rate "units of a currency per 1 USD" as the exact fraction mantissa / scale (a power of ten). */
export interface ParsedRate {
  readonly mantissa: bigint;
  readonly scale: bigint;
  /** The same as doubles, converted once per rate rather than per amount: exact while safe integers (UsdDaySum checks). */
  readonly mantissaNumber: number;
  readonly scaleNumber: number;
}

export function parsedRate(mantissa: bigint, scale: bigint): ParsedRate {
  return { mantissa, scale, mantissaNumber: Number(mantissa), scaleNumber: Number(scale) };
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Parses a provider's decimal rate without rounding; rejects anything that is not a positive number. */
export function parseUnitsPerUsd(rate: string): ParsedRate {
  const simple = PLAIN_DECIMAL.exec(rate);
  if (simple) {
    const mantissa = BigInt(simple[1] + (simple[2] ?? ''));
    if (mantissa > 0n) return parsedRate(mantissa, 10n ** BigInt(simple[2]?.length ?? 0));
  }
  let plain: string;
  try {
    const value = new Decimal(rate);
    if (!value.isFinite() || value.lte(0)) throw new Error('not positive');
    plain = value.toFixed();
  } catch {
    throw new DomainError('service_unavailable', `Unusable exchange rate "${rate}".`);
  }
  const [whole, fraction = ''] = plain.split('.');
  return parsedRate(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/** cents of a currency / (units per USD) = cents × 10^scale / mantissa US cents, exactly. */
export function centsToUsd(cents: Cents, rate: ParsedRate): CentsFraction {
  return { num: BigInt(cents) * rate.scale, den: rate.mantissa };
}

export function wholeCents(cents: Cents): CentsFraction {
  return { num: BigInt(cents), den: 1n };
}

export const ZERO_CENTS: CentsFraction = { num: 0n, den: 1n };

export function addCents(a: CentsFraction, b: CentsFraction): CentsFraction {
  return a.den === b.den ? { num: a.num + b.num, den: a.den } : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** Rounds to whole cents, half away from zero (the fractions here are never negative). */
export function roundToCents(value: CentsFraction): Cents {
  return Number((2n * value.num + value.den) / (2n * value.den));
}
