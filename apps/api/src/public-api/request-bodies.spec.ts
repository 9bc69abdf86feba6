import type { Type } from '@nestjs/common';
import { AggregatedEarningsRequestDto } from './earnings/dto/aggregated-earnings.request';
import { RequestReportDto } from './reports/dto/report.requests';
import { ValidateAccountRequestDto } from './accounts/dto/account.requests';
import { wellFormedCheck } from '../platform/http/body-shape';
import { candidateBodies, expectFastPathAgrees } from '../testing/fast-path.property';

const FIELDS = ['user_id', 'external_id', 'start_date', 'end_date', 'options', 'language', 'password', 'otp_code', 'extra'];

function* bodies(): Generator<unknown> {
  yield* candidateBodies(FIELDS);
  yield { password: 'p', otp_code: null };
}

describe('the fast path of the public bodies (platform/http/body-shape)', () => {
  it.each<Type>([AggregatedEarningsRequestDto, RequestReportDto, ValidateAccountRequestDto])(
    'takes only the bodies of %p that class-validator accepts and whitelisting leaves unchanged',
    (type) => expect(expectFastPathAgrees(type, bodies())).toBeGreaterThan(5),
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
