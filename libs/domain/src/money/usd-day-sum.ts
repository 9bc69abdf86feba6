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
  /** The terms added since the last clear, the first `terms` of these lists (kept for an exact sum). */
  private terms = 0;
  private readonly cents: Cents[] = [];
  private readonly rates: (ParsedRate | null)[] = [];

  /** Starts a new day: one sum serves every day of an answer, its lists reused (shortening an array is slow in V8). */
  clear(): void {
    this.wholeCents = 0;
    this.remainders = 0;
    this.exactOnly = false;
    this.terms = 0;
  }

  /** Adds an amount in cents of a currency at its rate (null for US cents) and returns it rounded. */
  add(cents: Cents, rate: ParsedRate | null): Cents {
    this.cents[this.terms] = cents;
    this.rates[this.terms] = rate;
    this.terms++;
    if (rate === null) {
      this.wholeCents += cents;
      return cents;
    }
    const num = cents * rate.scaleNumber;
    const den = rate.mantissaNumber;
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

  /** The sum of everything added since the last clear, rounded to cents once. */
  rounded(): Cents {
    const halfUp = this.remainders + 0.5;
    const floor = Math.floor(halfUp);
    const margin = this.terms * TIE_MARGIN_PER_TERM;
    const decided = halfUp - floor > margin && floor + 1 - halfUp > margin;
    const total = this.wholeCents + floor;
    return decided && !this.exactOnly && Number.isSafeInteger(total) ? total : roundToCents(this.exactSum());
  }

  private exactSum(): CentsFraction {
    let sum = ZERO_CENTS;
    for (let i = 0; i < this.terms; i++) {
      const rate = this.rates[i];
      sum = addCents(sum, rate === null ? wholeCents(this.cents[i]) : centsToUsd(this.cents[i], rate));
    }
    return sum;
  }
}
