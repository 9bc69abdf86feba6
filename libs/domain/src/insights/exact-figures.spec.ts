import { centsOf, fraction, fractionOfDecimal, median, money, percentage, roundTo } from './exact-figures';

describe('exact figures', () => {
  it('rounds half away from zero, on both sides of zero', () => {
    expect(roundTo(fraction(2345, 1000), 2)).toBe(2.35); // 2.345 → 2.35 (a double would say 2.34)
    expect(roundTo(fraction(-2345, 1000), 2)).toBe(-2.35);
    expect(roundTo(fraction(2344, 1000), 2)).toBe(2.34);
    expect(roundTo(fraction(1, 3), 4)).toBe(0.3333);
    expect(roundTo(fraction(2, 3), 4)).toBe(0.6667);
    expect(roundTo(fraction(5, -10), 0)).toBe(-1); // −0.5 → −1
  });

  it('turns fractions of cents into currency units with 2 decimals', () => {
    expect(money(fraction(3, 2))).toBe(0.02); // 1.5 cents → 2 cents
    expect(money(fraction(123456))).toBe(1234.56);
    expect(money(fraction(-1, 2))).toBe(-0.01);
  });

  it('writes proportions as percentages with 2 decimals', () => {
    expect(percentage(fraction(1, 8))).toBe(12.5);
    expect(percentage(fraction(-1, 3))).toBe(-33.33);
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull();
    expect(median([7, 1, 4])).toEqual(fraction(4)); // 1 4 7
    expect(median([10, 1, 4, 3])).toEqual(fraction(7, 2)); // 1 3 4 10 → (3 + 4) / 2
  });

  it('reads amounts and salaries exactly', () => {
    expect(centsOf(0.3)).toBe(30);
    expect(centsOf(1234.57)).toBe(123457);
    expect(fractionOfDecimal(123.45)).toEqual(fraction(12345, 100));
    expect(fractionOfDecimal(0.1)).toEqual(fraction(1, 10));
  });
});
