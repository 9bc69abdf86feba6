import { DEFAULT_RETRY_SCHEDULE, nextAttemptAt, parseRetrySchedule } from './retry-schedule';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('retry schedule', () => {
  it('makes 8 attempts over about two days by default, each wait longer than the last', () => {
    const total = DEFAULT_RETRY_SCHEDULE.reduce((sum, s) => sum + s, 0);
    expect(DEFAULT_RETRY_SCHEDULE).toHaveLength(7);
    expect(total / 3600).toBeGreaterThan(40);
    expect(total / 3600).toBeLessThanOrEqual(48);
    expect([...DEFAULT_RETRY_SCHEDULE].sort((a, b) => a - b)).toEqual(DEFAULT_RETRY_SCHEDULE);
  });

  it('spreads each wait by at most 20% either way, and stops when the schedule is spent', () => {
    expect(nextAttemptAt([10, 60], 1, NOW, () => 0)?.getTime()).toBe(NOW.getTime() + 8_000);
    expect(nextAttemptAt([10, 60], 1, NOW, () => 0.999999)?.getTime()).toBeCloseTo(NOW.getTime() + 12_000, -1);
    expect(nextAttemptAt([10, 60], 2, NOW, () => 0.5)?.getTime()).toBe(NOW.getTime() + 60_000);
    expect(nextAttemptAt([10, 60], 3, NOW, () => 0.5)).toBeNull();
  });

  it('reads WEBHOOK_RETRY_SCHEDULE and names a bad value', () => {
    expect(parseRetrySchedule('1, 2,3')).toEqual([1, 2, 3]);
    expect(() => parseRetrySchedule('1,,3')).toThrow(/WEBHOOK_RETRY_SCHEDULE .*"1,,3"/);
    expect(() => parseRetrySchedule('-1')).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});
