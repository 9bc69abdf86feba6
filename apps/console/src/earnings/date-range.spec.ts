import { isDay, lastDays, latestDaysWithData } from './date-range';

describe('lastDays', () => {
  it('ends today (UTC) and counts today in', () => {
    expect(lastDays(30, new Date('2026-11-25T23:59:00Z'))).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(lastDays(1, new Date('2026-03-01T00:00:00Z'))).toEqual({ start: '2026-03-01', end: '2026-03-01' });
  });

  it('recognises calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-2-28')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
  });
});

describe('latestDaysWithData', () => {
  it('ends on the latest day an account was read, not today', () => {
    expect(latestDaysWithData(['2026-09-20', null, '2026-09-28'], 90, new Date('2026-11-25T12:00:00Z'))).toEqual({ start: '2026-07-01', end: '2026-09-28' });
  });

  it('falls back to the last days of the calendar when no account was ever read', () => {
    expect(latestDaysWithData([null], 90, new Date('2026-11-25T12:00:00Z'))).toEqual({ start: '2026-08-28', end: '2026-11-25' });
  });
});
