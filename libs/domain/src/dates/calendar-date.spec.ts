import { addDays, calendarDateAt, daysInclusive, fromEpochDay, isCalendarDate, toEpochDay } from './calendar-date';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '2025-01-01', '2025-12-31', '2025-04-30', '9999-12-31', '0050-01-01', '0001-01-01'])(
    'accepts the real date %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    ['2025-02-29', 'not a leap year'],
    ['1900-02-29', 'century not divisible by 400'],
    ['2025-02-30', 'February has no 30th'],
    ['2025-04-31', 'April has 30 days'],
    ['2025-13-01', 'month 13'],
    ['2025-00-10', 'month 0'],
    ['2025-01-00', 'day 0'],
    ['2025-01-32', 'day 32'],
    ['2025-1-01', 'one-digit month'],
    ['2025-01-1', 'one-digit day'],
    ['25-01-01', 'two-digit year'],
    ['2025/01/01', 'slashes'],
    ['2025-01-01T00:00:00Z', 'a timestamp'],
    [' 2025-01-01', 'leading space'],
    ['2025-01-01 ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    for (const value of [20250101, new Date('2025-01-01T00:00:00Z'), null, undefined, {}, ['2025-01-01']]) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('crosses month ends, including February in leap and common years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-04-30', 1)).toBe('2025-05-01');
  });

  it('crosses year ends in both directions', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds zero and whole years', () => {
    expect(addDays('2025-06-15', 0)).toBe('2025-06-15');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('2025-01-01', 365)).toBe('2026-01-01');
  });
});

describe('daysInclusive', () => {
  it('counts both ends', () => {
    expect(daysInclusive('2025-03-10', '2025-03-10')).toBe(1);
    expect(daysInclusive('2025-03-10', '2025-03-11')).toBe(2);
    expect(daysInclusive('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInclusive('2025-01-01', '2025-12-31')).toBe(365);
    expect(daysInclusive('2024-02-01', '2024-03-01')).toBe(30);
  });

  it('is below 1 when the end comes before the start', () => {
    expect(daysInclusive('2025-03-11', '2025-03-10')).toBe(0);
    expect(daysInclusive('2025-03-12', '2025-03-10')).toBe(-1);
  });
});

describe('epoch days', () => {
  it('round-trips a date through its epoch day', () => {
    expect(toEpochDay('1970-01-01')).toBe(0);
    expect(toEpochDay('1970-01-02')).toBe(1);
    expect(toEpochDay('1969-12-31')).toBe(-1);
    expect(fromEpochDay(toEpochDay('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('calendarDateAt', () => {
  const MX = 'America/Mexico_City';

  it('defaults to UTC', () => {
    expect(calendarDateAt(new Date('2025-03-10T00:00:00.000Z'))).toBe('2025-03-10');
    expect(calendarDateAt(new Date('2025-03-09T23:59:59.999Z'))).toBe('2025-03-09');
  });

  it('is still the previous day in Mexico City just after midnight UTC', () => {
    expect(calendarDateAt(new Date('2025-03-10T00:00:00.000Z'), MX)).toBe('2025-03-09');
    expect(calendarDateAt(new Date('2025-03-10T05:59:59.999Z'), MX)).toBe('2025-03-09');
  });

  it('turns the day in Mexico City at 06:00 UTC (UTC-6)', () => {
    expect(calendarDateAt(new Date('2025-03-10T06:00:00.000Z'), MX)).toBe('2025-03-10');
  });

  it('keeps UTC-6 in summer (Mexico dropped daylight saving time in 2022)', () => {
    expect(calendarDateAt(new Date('2025-07-01T05:30:00.000Z'), MX)).toBe('2025-06-30');
    expect(calendarDateAt(new Date('2025-07-01T06:00:00.000Z'), MX)).toBe('2025-07-01');
  });

  it('crosses the year end in Mexico City', () => {
    expect(calendarDateAt(new Date('2025-01-01T03:00:00.000Z'), MX)).toBe('2024-12-31');
    expect(calendarDateAt(new Date('2025-01-01T03:00:00.000Z'))).toBe('2025-01-01');
  });
});
