import { addDays, currencyOf, isGigFamily, normaliseIdentifier, PLATFORMS } from '@gig/domain';
import { goodIdentifierFor, platformOf, TODAY, YESTERDAY } from '../testing/sandbox-test.fixtures';
import { generateSandboxData, generateSandboxWarningData } from './sandbox-data.generator';
import { SANDBOX_DAILY_RANGES } from './sandbox-earnings.generator';

const gigCases = PLATFORMS.filter((platform) => isGigFamily(platform.family)).flatMap((platform) =>
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
    expect(profile?.vehicle_info).toMatchObject({ type: 'car', license_plate: expect.stringMatching(/^[A-Z]{3}-\d{3}-[A-Z]$/) });
    const curp = profile?.ids_info.find((id) => id.name === 'CURP')?.value ?? '';
    expect(normaliseIdentifier('curp', curp)).toBe(curp);
    const metrics = profile?.metrics_info;
    expect(metrics?.rating).toBeGreaterThanOrEqual(4.5);
    expect(metrics?.rating).toBeLessThanOrEqual(5);
    expect(metrics?.acceptance_rate).toBeLessThanOrEqual(1);
    expect(metrics?.lifetime_trips).toBeGreaterThan(0);
    expect(metrics?.time_since_first_trip).toMatch(/^P(\d+Y)?(\d+M)?$/);
  });

  it('leaves lifetime trips out where the platform reports no trips', () => {
    const platform = platformOf('cornershop');
    const { profile } = generateSandboxData({ platform, country: 'cl', identifier: 'ana@example.com', today: TODAY });
    expect(profile?.profile.email).toBe('ana@example.com');
    expect(profile?.metrics_info?.lifetime_trips).toBeNull();
  });

  it.each(['imss', 'issste'])('gives %s an employment record of 2 to 4 consecutive jobs and no earnings', (code) => {
    const platform = platformOf(code);
    const data = generateSandboxData({ platform, country: 'mx', identifier: 'GOMA850312HDFRRN09', today: TODAY });
    expect(data.earnings).toEqual([]);
    expect(data.profile?.profile.birthday).toBe('1985-03-12');
    expect(data.profile?.ids_info[0]).toEqual({ type: 'national_id', name: 'CURP', value: 'GOMA850312HDFRRN09' });
    const history = data.employment?.employment_history ?? [];
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.length).toBeLessThanOrEqual(4);
    history.forEach((job, index) => {
      expect(job.start_date >= '2003-03-12').toBe(true);
      expect((job.end_date ?? TODAY) <= TODAY && (job.end_date ?? TODAY) > job.start_date).toBe(true);
      expect(job.base_salary).toBeGreaterThanOrEqual(250);
      expect(job.employer_registration).toEqual(expect.any(String));
      if (index > 0) expect(job.end_date && job.end_date < history[index - 1].start_date).toBe(true);
    });
    expect(history.slice(1).every((job) => job.end_date !== null)).toBe(true);
    expect(data.employment?.employment_info.quoted_weeks).toBeGreaterThan(50);
    expect(data.employment?.employment_info.status).toBe(history[0].end_date === null ? 'employed' : 'unemployed');
  });

  it('keeps every institute record consistent, young workers and impossible birthdays included', () => {
    const curps = Array.from({ length: 120 }, (_, n) =>
      `GOMA${String(n % 100).padStart(2, '0')}0${(n % 3) + 1}${n % 2 ? '31' : '15'}HDFRRN${n % 4 ? n % 10 : 'A'}${n % 10}`);
    for (const identifier of curps) {
      const { employment } = generateSandboxData({ platform: platformOf('imss'), country: 'mx', identifier, today: TODAY });
      const jobs = [...(employment?.employment_history ?? [])].reverse();
      jobs.forEach((job, index) => {
        expect((job.end_date ?? TODAY) > job.start_date && (job.end_date ?? TODAY) <= TODAY).toBe(true);
        if (index > 0) expect(job.start_date > (jobs[index - 1].end_date ?? TODAY)).toBe(true);
      });
      expect(employment?.employment_info.quoted_weeks).toBeGreaterThan(0);
    }
  });

  it('yields a warning with no earnings; zero_quoted_weeks keeps an empty employment record', () => {
    const request = { platform: platformOf('imss'), country: 'mx', identifier: 'GOMA850312HDFRRN09', today: TODAY };
    expect(generateSandboxWarningData(request, 'curp_not_in_platform')).toEqual({
      earnings: [], profile: null, employment: null, warning: 'curp_not_in_platform',
    });
    const zero = generateSandboxWarningData(request, 'zero_quoted_weeks');
    expect(zero.employment).toEqual({
      employment_info: { quoted_weeks: 0, discounted_weeks: 0, reintegrated_weeks: 0, status: 'unemployed' },
      employment_history: [],
    });
    expect(zero.earnings).toEqual([]);
  });
});
