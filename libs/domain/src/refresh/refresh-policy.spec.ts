import type { Platform } from '../platforms/platform';
import { nextRefreshAt, parseDuration, REFRESH_JITTER } from './refresh-policy';

const HOUR = 3_600_000;
const platform = (refreshIntervalMs?: number): Platform => ({
  code: 'uber', name: 'Uber', family: 'ride_hailing', protocol: 'gig', countries: ['mx'], identifierKind: 'email',
  loginMethods: ['otp'], reportsTrips: true, historyDays: 30, ...(refreshIntervalMs ? { refreshIntervalMs } : {}),
});

describe('refresh policy', () => {
  it.each([
    ['24h', 24 * HOUR],
    ['90s', 90_000],
    ['15m', 900_000],
    ['2d', 48 * HOUR],
    ['1500ms', 1_500],
    [' 1.5h ', 1.5 * HOUR],
  ])('reads %p as %p ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', '24', 'h', '-1h', '24 hours', '500ms', '0s', '1e3s', 'PT24H'])('refuses %p', (text) => expect(parseDuration(text)).toBeNull());

  it('spreads the wait by the jitter either way, never beyond it', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const wait = (random: number) => nextRefreshAt({ intervalMs: 24 * HOUR }, platform(), now, () => random).getTime() - now.getTime();
    expect(wait(0)).toBe(Math.round(24 * HOUR * (1 - REFRESH_JITTER)));
    expect(wait(0.5)).toBe(24 * HOUR);
    expect(wait(0.999999)).toBeLessThanOrEqual(24 * HOUR * (1 + REFRESH_JITTER));
    expect(wait(0.999999)).toBeGreaterThan(24 * HOUR * (1 + REFRESH_JITTER) - 1_000);
  });

  it("uses the platform's own cadence over the service's", () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextRefreshAt({ intervalMs: 24 * HOUR }, platform(6 * HOUR), now, () => 0.5).getTime() - now.getTime()).toBe(6 * HOUR);
  });
});
