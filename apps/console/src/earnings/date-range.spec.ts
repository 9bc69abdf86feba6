import { isDay, lastDays } from './date-range';

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
