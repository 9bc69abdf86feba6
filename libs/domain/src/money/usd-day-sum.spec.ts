import { addCents, centsToUsd, ParsedRate, parseUnitsPerUsd, roundToCents, wholeCents, ZERO_CENTS } from './usd-conversion';
import { UsdDaySum } from './usd-day-sum';

type Term = [cents: number, rate: ParsedRate | null];

function reference(terms: Term[]): { each: number[]; total: number } {
  const fractions = terms.map(([cents, rate]) => (rate === null ? wholeCents(cents) : centsToUsd(cents, rate)));
  return { each: fractions.map(roundToCents), total: roundToCents(fractions.reduce(addCents, ZERO_CENTS)) };
}

function summed(terms: Term[]): { each: number[]; total: number } {
  const sum = new UsdDaySum();
  const each = terms.map(([cents, rate]) => sum.add(cents, rate));
  return { each, total: sum.rounded() };
}

describe('UsdDaySum', () => {
  it('rounds each amount and the unrounded sum once', () => {
    const terms: Term[] = [[10_010, parseUnitsPerUsd('20.4')], [878_200, parseUnitsPerUsd('4380')], [0, null]];
    expect(summed(terms)).toEqual({ each: [491, 201, 0], total: 691 });
  });

  it.each<[string, Term[], number]>([
    ['two halves making a whole cent', [[201, parseUnitsPerUsd('2')], [201, parseUnitsPerUsd('2')]], 201],
    ['a half cent beside US cents', [[100, null], [25, parseUnitsPerUsd('2')]], 113],
    ['a half cent alone', [[1_000, parseUnitsPerUsd('2000')]], 1],
    ['thirds that add up to a whole', [[100, parseUnitsPerUsd('3')], [200, parseUnitsPerUsd('3')]], 100],
  ])('decides a sum on a half cent exactly: %s', (_case, terms, total) => {
    expect(summed(terms)).toEqual(reference(terms));
    expect(summed(terms).total).toBe(total);
  });

  it('stays exact beyond safe integers', () => {
    const terms: Term[] = [[Number.MAX_SAFE_INTEGER, parseUnitsPerUsd('1')], [Number.MAX_SAFE_INTEGER, parseUnitsPerUsd('0.0000001')], [7, null]];
    expect(summed(terms)).toEqual(reference(terms));
  });

  it('starts each day afresh when cleared', () => {
    const sum = new UsdDaySum();
    sum.add(Number.MAX_SAFE_INTEGER, parseUnitsPerUsd('0.0000001'));
    sum.add(101, parseUnitsPerUsd('2'));
    sum.clear();
    const terms: Term[] = [[201, parseUnitsPerUsd('2')], [201, parseUnitsPerUsd('2')]];
    expect(terms.map(([cents, rate]) => sum.add(cents, rate))).toEqual(reference(terms).each);
    expect(sum.rounded()).toBe(201);
  });

  it('agrees with the bigint fractions on many random days', () => {
    let seed = 42;
    const random = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), seed % below);
    const rates = ['20.5105', '5.4321', '4400.25', '17.042', '0.92', '1', '3', '7.77777777', '150.5', '36.6', '2', '8', '0.04'].map(parseUnitsPerUsd);
    for (let day = 0; day < 5_000; day++) {
      const terms: Term[] = Array.from({ length: 1 + random(5) }, () => [random(3) === 0 ? random(100) : random(10_000_000), random(6) === 0 ? null : rates[random(rates.length)]]);
      expect(summed(terms)).toEqual(reference(terms));
    }
  });
});
