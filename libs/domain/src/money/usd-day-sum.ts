import type { Cents } from './money';
import { addCents, CentsFraction, centsToUsd, ParsedRate, roundToCents, wholeCents, ZERO_CENTS } from './usd-conversion';

/**
 * How close to a half cent, per term, a sum of remainders added up in doubles may lie before it is
 * decided with bigint fractions: n remainders below 1 add up with an error under n² × 2⁻⁵³.
 */
const TIE_MARGIN_PER_TERM = 1e-9;

/**
 * The USD amounts of one day, each rounded to cents and their unrounded sum rounded once (half away
 * from zero), with the results of the bigint fractions of usd-conversion.ts. Each term is split into
 * whole cents and a remainder with safe integers; only a term beyond them, or a sum of remainders
 * too close to a half cent, is summed as fractions.
 */
export class UsdDaySum {
  private wholeCents = 0;
  private remainders = 0;
  private exactOnly = false;
  private readonly cents: Cents[] = [];
  private readonly rates: (ParsedRate | null)[] = [];

  /** Adds an amount in cents of a currency at its rate (null for US cents) and returns it rounded. */
  add(cents: Cents, rate: ParsedRate | null): Cents {
    this.cents.push(cents);
    this.rates.push(rate);
    if (rate === null) {
      this.wholeCents += cents;
      return cents;
    }
    const num = cents * Number(rate.scale);
    const den = Number(rate.mantissa);
    if (!Number.isSafeInteger(num + den) || !Number.isSafeInteger(den)) {
      this.exactOnly = true;
      return roundToCents(centsToUsd(cents, rate));
    }
    let whole = Math.floor(num / den);
    let remainder = num - whole * den;
    if (remainder < 0) {
      whole -= 1;
      remainder += den;
    }
    this.wholeCents += whole;
    this.remainders += remainder / den;
    return 2 * remainder >= den ? whole + 1 : whole;
  }

  /** The sum of everything added, rounded to cents once. */
  rounded(): Cents {
    const halfUp = this.remainders + 0.5;
    const floor = Math.floor(halfUp);
    const margin = this.cents.length * TIE_MARGIN_PER_TERM;
    const decided = halfUp - floor > margin && floor + 1 - halfUp > margin;
    const total = this.wholeCents + floor;
    return decided && !this.exactOnly && Number.isSafeInteger(total) ? total : roundToCents(this.exactSum());
  }

  private exactSum(): CentsFraction {
    let sum = ZERO_CENTS;
    this.cents.forEach((cents, i) => {
      const rate = this.rates[i];
      sum = addCents(sum, rate === null ? wholeCents(cents) : centsToUsd(cents, rate));
    });
    return sum;
  }
}
