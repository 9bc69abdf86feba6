import { addCents, centsToUsd, parseUnitsPerUsd, roundToCents, wholeCents, ZERO_CENTS } from './usd-conversion';

describe('exact USD conversion', () => {
  it('parses a decimal rate without rounding, including exponent notation', () => {
    expect(parseUnitsPerUsd('20.5105')).toEqual({ mantissa: 205105n, scale: 10_000n, mantissaNumber: 205105, scaleNumber: 10_000 });
    expect(parseUnitsPerUsd('4400')).toEqual({ mantissa: 4400n, scale: 1n, mantissaNumber: 4400, scaleNumber: 1 });
    expect(parseUnitsPerUsd('1e-7')).toEqual({ mantissa: 1n, scale: 10_000_000n, mantissaNumber: 1, scaleNumber: 10_000_000 });
  });

  it.each(['0', '-1', 'abc', '', 'Infinity', 'NaN'])('refuses the rate "%s" as unavailable', (rate) => {
    expect(() => parseUnitsPerUsd(rate)).toThrow(expect.objectContaining({ code: 'service_unavailable' }));
  });

  it('converts exactly and rounds half away from zero', () => {
    expect(roundToCents(centsToUsd(20_000, parseUnitsPerUsd('20.5105')))).toBe(975); // 9.7511…
    expect(roundToCents(centsToUsd(10_010, parseUnitsPerUsd('20.4')))).toBe(491); // 4.9068…
    expect(roundToCents(centsToUsd(1_000, parseUnitsPerUsd('8')))).toBe(125); // exactly 1.25
    expect(roundToCents(centsToUsd(1_001, parseUnitsPerUsd('200')))).toBe(5); // 0.05005
    expect(roundToCents(centsToUsd(1_000, parseUnitsPerUsd('2000')))).toBe(1); // 0.005 exactly: half goes up
    expect(roundToCents(centsToUsd(999, parseUnitsPerUsd('2000')))).toBe(0); // 0.004995
  });

  it('rounds exact quotients, not their binary approximations', () => {
    expect(roundToCents({ num: 100n, den: 3n })).toBe(33); // 0.3333… USD
    expect(roundToCents({ num: 200n, den: 3n })).toBe(67);
    expect(roundToCents({ num: 201n, den: 2n })).toBe(101); // 1.005 USD: half goes up
    expect(roundToCents({ num: 2675n, den: 10n })).toBe(268); // 2.675 USD
    expect(roundToCents({ num: 10049999999n, den: 10_000_000_000n })).toBe(1); // 0.010049999999 USD
  });

  it('sums unrounded fractions of different currencies before rounding', () => {
    const mxn = centsToUsd(10_010, parseUnitsPerUsd('20.4'));
    const cop = centsToUsd(878_200, parseUnitsPerUsd('4380'));
    const total = [mxn, cop, wholeCents(0)].reduce(addCents, ZERO_CENTS);
    expect(roundToCents(mxn) + roundToCents(cop)).toBe(692);
    expect(roundToCents(total)).toBe(691); // 4.9069 + 2.0050 = 6.9119
  });

  it('keeps amounts beyond 2^53 cents exact until the final number', () => {
    const huge = centsToUsd(Number.MAX_SAFE_INTEGER, parseUnitsPerUsd('1'));
    expect(roundToCents(addCents(huge, wholeCents(0)))).toBe(Number.MAX_SAFE_INTEGER);
  });
});
