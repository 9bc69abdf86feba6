import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AggregatedEarningsRequestDto } from './earnings/dto/aggregated-earnings.request';
import { RequestReportDto } from './reports/dto/report.requests';
import { ValidateAccountRequestDto } from './accounts/dto/account.requests';
import { wellFormedCheck } from '../platform/http/body-shape';

const VALUES: unknown[] = [undefined, null, '', 'x', '2025-01-01', 0, 1, true, false, [], ['x'], {}, { details: true }];
const FIELDS = ['user_id', 'external_id', 'start_date', 'end_date', 'options', 'language', 'password', 'otp_code', 'extra'];

function* bodies(): Generator<unknown> {
  yield* [undefined, null, 'x', 1, [], [{}], Object.create(null), JSON.parse('{"__proto__":{"x":1}}')];
  for (const field of FIELDS) for (const value of VALUES) yield { [field]: value };
  for (const field of FIELDS) for (const value of VALUES) yield { external_id: 'w', start_date: '2025-01-01', end_date: '2025-01-31', [field]: value };
  for (const details of VALUES) yield { user_id: 'u', options: { details } };
  yield { options: { details: true, extra: 1 } };
  yield { password: 'p', otp_code: null };
}

describe('the fast path of the public bodies (platform/http/body-shape)', () => {
  it.each<Type>([AggregatedEarningsRequestDto, RequestReportDto, ValidateAccountRequestDto])(
    'takes only the bodies of %p that class-validator accepts and whitelisting leaves unchanged',
    (type) => {
      const check = wellFormedCheck(type);
      if (!check) throw new Error(`${type.name} has no check`);
      let taken = 0;
      for (const body of bodies()) {
        if (!check(body)) continue;
        taken++;
        const instance = plainToInstance(type, body);
        expect(validateSync(instance, { whitelist: true })).toEqual([]);
        expect(JSON.parse(JSON.stringify(instance))).toEqual(JSON.parse(JSON.stringify(body)));
      }
      expect(taken).toBeGreaterThan(5);
    },
  );

  it('takes the bodies of a well-formed aggregated read and refuses the others', () => {
    const check = wellFormedCheck(AggregatedEarningsRequestDto);
    expect(check?.({ user_id: 'u', start_date: '2025-01-01', end_date: '2025-01-31', options: { details: true } })).toBe(true);
    expect(check?.({ external_id: 'w', start_date: null, options: null })).toBe(true);
    expect(check?.({ external_id: 'w', options: { details: 'yes' } })).toBe(false);
    expect(check?.({ external_id: 1 })).toBe(false);
    expect(check?.({ external_id: 'w', extra: 'x' })).toBe(false);
  });
});
