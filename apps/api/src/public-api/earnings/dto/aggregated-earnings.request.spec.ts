import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AggregatedEarningsRequestDto } from './aggregated-earnings.request';

const VALUES: unknown[] = [undefined, null, '', 'x', '2025-01-01', 0, 1, true, false, [], ['x'], {}, { details: true }];
const FIELDS = ['user_id', 'external_id', 'start_date', 'end_date', 'options', 'extra'];

function* bodies(): Generator<unknown> {
  yield* [undefined, null, 'x', 1, [], [{}], Object.create(null), JSON.parse('{"__proto__":{"x":1}}')];
  for (const field of FIELDS) for (const value of VALUES) yield { external_id: 'w', start_date: '2025-01-01', end_date: '2025-01-31', [field]: value };
  for (const details of VALUES) yield { user_id: 'u', options: { details } };
  yield { options: { details: true, extra: 1 } };
}

describe('AggregatedEarningsRequestDto.isWellFormed', () => {
  it('takes only bodies that class-validator accepts and whitelisting leaves unchanged', () => {
    let taken = 0;
    for (const body of bodies()) {
      if (!AggregatedEarningsRequestDto.isWellFormed(body)) continue;
      taken++;
      const instance = plainToInstance(AggregatedEarningsRequestDto, body);
      expect(validateSync(instance, { whitelist: true })).toEqual([]);
      expect(JSON.parse(JSON.stringify(instance))).toEqual(JSON.parse(JSON.stringify(body)));
    }
    expect(taken).toBeGreaterThan(10);
  });

  it('takes the bodies of a well-formed request', () => {
    expect(AggregatedEarningsRequestDto.isWellFormed({ user_id: 'u', start_date: '2025-01-01', end_date: '2025-01-31', options: { details: true } })).toBe(true);
    expect(AggregatedEarningsRequestDto.isWellFormed({ external_id: 'w', start_date: null, options: null })).toBe(true);
  });
});
