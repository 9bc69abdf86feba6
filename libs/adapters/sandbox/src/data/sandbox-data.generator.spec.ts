import { addDays, currencyOf, normaliseIdentifier } from '@gig/domain';
import { goodIdentifierFor, platformOf, TODAY, YESTERDAY } from '../testing/sandbox-test.fixtures';
import { SANDBOX_TEST_PLATFORMS } from '../testing/sandbox-test.platforms';
import { generateSandboxData, generateSandboxWarningData } from './sandbox-data.generator';
import { SANDBOX_DAILY_RANGES } from './sandbox-earnings.generator';

const gigCases = SANDBOX_TEST_PLATFORMS.filter((platform) => platform.protocol === 'gig').flatMap((platform) =>
  platform.countries.map((country) => [platform.code, country] as const),
);

describe('generateSandboxData', () => {
  it.each(gigCases)('gives %s in %s daily earnings over its history ending yesterday, in range', (code, country) => {
    const platform = platformOf(code);
    const { earnings, employment } = generateSandboxData({ platform, country, identifier: goodIdentifierFor(platform), today: TODAY });
    const first = addDays(YESTERDAY, 1 - platform.historyDays);
    const dates = earnings.map((earning) => earning.earningDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date >= first && date <= YESTERDAY)).toBe(true);
    expect(new Set(dates).size).toBe(dates.length);
    expect(earnings.length).toBeLessThan(platform.historyDays);
    expect(earnings.length).toBeGreaterThanOrEqual(platform.historyDays * 0.6);
    const range = SANDBOX_DAILY_RANGES[currencyOf(country)];
    for (const earning of earnings) {
      expect(earning.currency).toBe(currencyOf(country));
      expect(Number.isInteger(earning.amountCents)).toBe(true);
      expect(earning.amountCents).toBeGreaterThanOrEqual(range.min * 100);
      expect(earning.amountCents).toBeLessThanOrEqual(range.max * 100);
      if (range.wholeUnits) expect(earning.amountCents % 100).toBe(0);
      if (platform.reportsTrips) expect(earning.countTrips).toBeGreaterThanOrEqual(1);
      else expect(earning.countTrips).toBeNull();
    }
    expect(employment).toBeNull();
  });

  it('agrees with an earlier sync on the days both cover', () => {
    const platform = platformOf('uber');
    const sync = (today: string) =>
      generateSandboxData({ platform, country: 'mx', identifier: 'ana@example.com', today }).earnings;
    const later = sync('2025-03-20');
    const shared = sync(TODAY).filter((earning) => earning.earningDate >= later[0].earningDate);
    expect(later.slice(0, shared.length)).toEqual(shared);
  });

  it('profiles a ride-hailing driver with a car, metrics and the identifier as contact', () => {
    const platform = platformOf('didi');
    const { profile } = generateSandboxData({ platform, country: 'mx', identifier: '+525512345678', today: TODAY });
    expect(profile?.profile.phone).toBe('+525512345678');
    expect(profile?.profile.email).toMatch(/@example\.com$/);
    expect(profile?.vehicleInfo).toMatchObject({ type: 'car', licensePlate: expect.stringMatching(/^[A-Z]{3}-\d{3}-[A-Z]$/) });
    const curp = profile?.idsInfo.find((id) => id.name === 'CURP')?.value ?? '';
    expect(normaliseIdentifier('curp', curp)).toBe(curp);
    const metrics = profile?.metricsInfo;
    expect(metrics?.rating).toBeGreaterThanOrEqual(4.5);
    expect(metrics?.rating).toBeLessThanOrEqual(5);
    expect(metrics?.acceptanceRate).toBeLessThanOrEqual(1);
    expect(metrics?.lifetimeTrips).toBeGreaterThan(0);
    expect(metrics?.timeSinceFirstTrip).toMatch(/^P(\d+Y)?(\d+M)?$/);
  });

  it('leaves lifetime trips out where the platform reports no trips', () => {
    const platform = platformOf('cornershop');
    const { profile } = generateSandboxData({ platform, country: 'cl', identifier: 'ana@example.com', today: TODAY });
    expect(profile?.profile.email).toBe('ana@example.com');
    expect(profile?.metricsInfo?.lifetimeTrips).toBeNull();
  });

  it.each(['imss', 'issste'])('gives %s an employment record of 2 to 4 consecutive jobs and no earnings', (code) => {
    const platform = platformOf(code);
    const data = generateSandboxData({ platform, country: 'mx', identifier: 'GOMA850312HDFRRN09', today: TODAY });
    expect(data.earnings).toEqual([]);
    expect(data.profile?.profile.birthday).toBe('1985-03-12');
    expect(data.profile?.idsInfo[0]).toEqual({ type: 'national', name: 'CURP', value: 'GOMA850312HDFRRN09' });
    const history = data.employment?.employmentHistory ?? [];
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.length).toBeLessThanOrEqual(4);
    history.forEach((job, index) => {
      expect(job.startDate >= '2003-03-12').toBe(true);
      expect((job.endDate ?? TODAY) <= TODAY && (job.endDate ?? TODAY) > job.startDate).toBe(true);
      expect(job.baseSalary).toBeGreaterThanOrEqual(250);
      expect(job.employerRegistration).toEqual(expect.any(String));
      if (index > 0) expect(job.endDate && job.endDate < history[index - 1].startDate).toBe(true);
    });
    expect(history.slice(1).every((job) => job.endDate !== null)).toBe(true);
    expect(data.employment?.employmentInfo.quotedWeeks).toBeGreaterThan(50);
    expect(data.employment?.employmentInfo.status).toBe(history[0].endDate === null ? 'employed' : 'unemployed');
  });

  it('keeps every institute record consistent, young workers and impossible birthdays included', () => {
    const curps = Array.from({ length: 120 }, (_, n) =>
      `GOMA${String(n % 100).padStart(2, '0')}0${(n % 3) + 1}${n % 2 ? '31' : '15'}HDFRRN${n % 4 ? n % 10 : 'A'}${n % 10}`);
    for (const identifier of curps) {
      const { employment } = generateSandboxData({ platform: platformOf('imss'), country: 'mx', identifier, today: TODAY });
      const jobs = [...(employment?.employmentHistory ?? [])].reverse();
      jobs.forEach((job, index) => {
        expect((job.endDate ?? TODAY) > job.startDate && (job.endDate ?? TODAY) <= TODAY).toBe(true);
        if (index > 0) expect(job.startDate > (jobs[index - 1].endDate ?? TODAY)).toBe(true);
      });
      expect(employment?.employmentInfo.quotedWeeks).toBeGreaterThan(0);
    }
  });

  it('yields a warning with no earnings; zero_quoted_weeks keeps an empty employment record', () => {
    const request = { platform: platformOf('imss'), country: 'mx', identifier: 'GOMA850312HDFRRN09', today: TODAY };
    expect(generateSandboxWarningData(request, 'curp_not_in_platform')).toEqual({
      earnings: [], profile: null, employment: null, warning: 'curp_not_in_platform',
    });
    const zero = generateSandboxWarningData(request, 'zero_quoted_weeks');
    expect(zero.employment).toEqual({
      employmentInfo: { quotedWeeks: 0, discountedWeeks: 0, reintegratedWeeks: 0, status: 'unemployed' },
      employmentHistory: [],
    });
    expect(zero.earnings).toEqual([]);
  });
});
