import { thrownDomainError } from '@gig/testing';
import type { DomainError } from '../errors/domain-error';
import { addDays } from './calendar-date';
import { MAX_RANGE_DAYS, parseDateRange, rangeContains } from './date-range';

const fields = (error: DomainError) => (error.errors ?? []).map((e) => e.field);

describe('parseDateRange', () => {
  it('returns a valid window unchanged', () => {
    expect(parseDateRange('2025-01-01', '2025-01-31')).toEqual({ start: '2025-01-01', end: '2025-01-31' });
  });

  it('accepts a one-day window', () => {
    expect(parseDateRange('2024-02-29', '2024-02-29')).toEqual({ start: '2024-02-29', end: '2024-02-29' });
  });

  it('reports both missing fields at once as a bad_request', () => {
    const error = thrownDomainError(() => parseDateRange(undefined, undefined));
    expect(error.code).toBe('bad_request');
    expect(fields(error)).toEqual(['startDate', 'endDate']);
    expect(error.errors?.[0].message).toMatch(/required/);
  });

  it('treats null and the empty string as missing', () => {
    const error = thrownDomainError(() => parseDateRange(null, ''));
    expect(fields(error)).toEqual(['startDate', 'endDate']);
    expect(error.errors?.every((e) => /required/.test(e.message))).toBe(true);
  });

  it('reports a missing start and an invalid end together', () => {
    const error = thrownDomainError(() => parseDateRange(undefined, '2025-02-29'));
    expect(error.errors).toEqual([
      { field: 'startDate', message: expect.stringMatching(/required/) },
      { field: 'endDate', message: expect.stringMatching(/YYYY-MM-DD/) },
    ]);
  });

  it.each([['2025-13-01'], ['2025-1-01'], [20250101], [{}]])('rejects the start %p as not a date', (start) => {
    const error = thrownDomainError(() => parseDateRange(start as string, '2025-12-31'));
    expect(fields(error)).toEqual(['startDate']);
  });

  it('rejects a start after the end, on the end field', () => {
    const error = thrownDomainError(() => parseDateRange('2025-03-02', '2025-03-01'));
    expect(fields(error)).toEqual(['endDate']);
    expect(error.errors?.[0].message).toMatch(/before/);
  });

  it(`allows exactly MAX_RANGE_DAYS (${MAX_RANGE_DAYS}) days`, () => {
    const end = addDays('2015-01-01', MAX_RANGE_DAYS - 1);
    expect(parseDateRange('2015-01-01', end)).toEqual({ start: '2015-01-01', end });
  });

  it('rejects MAX_RANGE_DAYS + 1 days', () => {
    const error = thrownDomainError(() => parseDateRange('2015-01-01', addDays('2015-01-01', MAX_RANGE_DAYS)));
    expect(fields(error)).toEqual(['endDate']);
    expect(error.errors?.[0].message).toContain(String(MAX_RANGE_DAYS + 1));
  });

  it('allows more than ten years', () => {
    expect(MAX_RANGE_DAYS).toBeGreaterThanOrEqual(3653);
  });

  it('uses the given field names and limit', () => {
    const error = thrownDomainError(() => parseDateRange('2025-01-01', '2025-01-08', { start: 'from', end: 'to' }, 7));
    expect(fields(error)).toEqual(['to']);
    expect(parseDateRange('2025-01-01', '2025-01-07', { start: 'from', end: 'to' }, 7).end).toBe('2025-01-07');
  });
});

describe('rangeContains', () => {
  const range = { start: '2025-01-10', end: '2025-01-20' };

  it.each([
    ['2025-01-10', true], ['2025-01-15', true], ['2025-01-20', true],
    ['2025-01-09', false], ['2025-01-21', false], [null, false],
  ] as const)('counts %s inside the range (both boundaries are, null never is): %s', (day, inside) => {
    expect(rangeContains(range, day)).toBe(inside);
  });
});
