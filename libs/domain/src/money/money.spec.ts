import { centsToAmount, Decimal, isCurrencyCode, parseAmountToCents } from './money';

describe('parseAmountToCents', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [12, 1200],
    [12.5, 1250],
    [19.99, 1999],
    ['19.99', 1999],
    ['12.50', 1250],
    [' 7.1 ', 710],
  ])('parses %p to %p cents', (value, cents) => {
    expect(parseAmountToCents(value)).toBe(cents);
  });

  it('parses floats whose binary value is not exact without drift', () => {
    // 100.1 * 100 === 10009.999999999998 and 0.29 * 100 === 28.999999999999996 in floating point
    expect(parseAmountToCents(100.1)).toBe(10010);
    expect(parseAmountToCents(0.29)).toBe(29);
    expect(parseAmountToCents(1.15)).toBe(115);
    expect(parseAmountToCents(0.1)).toBe(10);
    expect(parseAmountToCents(0.2)).toBe(20);
  });

  it('accepts the largest amount whose cents are a safe integer and rejects the next one', () => {
    expect(parseAmountToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmountToCents('90071992547409.92')).toBeUndefined();
  });

  it.each([[1.234], ['1.234'], [0.001], ['0.005']])('rejects %p with more than 2 decimals', (value) => {
    expect(parseAmountToCents(value)).toBeUndefined();
  });

  it.each([
    [-1],
    [-0.01],
    ['-1'],
    [NaN],
    [Infinity],
    [-Infinity],
    [''],
    ['   '],
    ['1e3'],
    ['abc'],
    ['1,50'],
    ['.5'],
    ['5.'],
    ['+5'],
    ['0x10'],
  ])('rejects %p', (value) => {
    expect(parseAmountToCents(value)).toBeUndefined();
  });

  it('rejects values that are neither numbers nor strings', () => {
    for (const value of [null, undefined, true, {}, { amount: 1 }, [1], new Decimal(1)]) {
      expect(parseAmountToCents(value as unknown as string)).toBeUndefined();
    }
  });
});

describe('cents helpers', () => {
  it('turns cents into the JSON amount', () => {
    expect(centsToAmount(30)).toBe(0.3);
    expect(centsToAmount(10010)).toBe(100.1);
  });
});

describe('isCurrencyCode', () => {
  it('accepts three lowercase letters only', () => {
    expect(isCurrencyCode('mxn')).toBe(true);
    for (const value of ['MXN', 'mx', 'mxnn', 'm1n', '', 840, null]) expect(isCurrencyCode(value)).toBe(false);
  });
});
