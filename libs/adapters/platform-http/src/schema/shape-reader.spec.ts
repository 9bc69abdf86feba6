import type { Platform } from '@gig/domain';
import { readEarningRows } from './earning-rows.reader';
import { decimalCents, nullableOneOf, opaqueId, ShapeError, text } from './shape-reader';

const row = { date: '2025-03-10', amount: '773.84', currency: 'MXN', trips: 7 };

describe('decimalCents', () => {
  it.each([['773.84', 77384], ['0.1', 10], ['1500', 150000], ['0', 0], ['0.07', 7], ['90071992547409.91', 9007199254740991]])('%s is %d cents', (given, cents) => {
    expect(decimalCents(given, 'amount')).toBe(cents);
  });

  it('refuses an amount whose cents are beyond exact integers', () => {
    expect(() => decimalCents('90071992547409.92', 'amount')).toThrow(ShapeError);
    expect(() => decimalCents('1234567890123456', 'amount')).toThrow(ShapeError);
  });

  it.each<unknown>(['12.345', '-1.00', '+1', '1e3', ' 12', '12.', '.5', '1,50', 12.5, null, ''])('refuses %p', (given) => {
    expect(() => decimalCents(given, 'earnings[0].amount')).toThrow(/earnings\[0\]\.amount must be a decimal string/);
  });
});

describe('readers', () => {
  it('name the path of what is wrong', () => {
    expect(() => text('', 'worker.first_name')).toThrow('worker.first_name must be a non-empty string');
    expect(() => nullableOneOf('sms', 'next_step', ['otp', 'password'])).toThrow('next_step must be one of otp, password');
    expect(() => opaqueId('a b', 'session_id')).toThrow(ShapeError);
    expect(nullableOneOf(undefined, 'warning', ['banned'])).toBeNull();
  });
});

describe('readEarningRows', () => {
  const uber: Platform = {
    code: 'uber', name: 'Uber', family: 'ride_hailing', protocol: 'gig', countries: ['mx'],
    identifierKind: 'email', loginMethods: ['otp'], reportsTrips: true, historyDays: 60,
  };

  it('reads rows exactly and lower-cases the currency', () => {
    expect(readEarningRows([row, { ...row, date: '2025-03-11', trips: null }], uber)).toEqual([
      { earningDate: '2025-03-10', amountCents: 77384, currency: 'mxn', countTrips: 7 },
      { earningDate: '2025-03-11', amountCents: 77384, currency: 'mxn', countTrips: null },
    ]);
  });

  it('fails with schema_parse_error whatever the family, naming the row', () => {
    const failure = (() => {
      try {
        readEarningRows([row, { ...row, amount: '1.234' }], uber);
      } catch (error) {
        return error as ShapeError;
      }
    })();
    expect(failure).toBeInstanceOf(ShapeError);
    expect(failure?.code).toBe('schema_parse_error');
    expect(failure?.message).toContain('earnings[1].amount');
  });
});
