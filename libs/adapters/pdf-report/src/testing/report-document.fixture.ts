import { createHash } from 'node:crypto';
import {
  Account, addDays, computeIncomeInsights, DailyEarning, DateRange, InstituteEmployment, ReportDocument, ReportLanguage, sumDailyEarnings,
} from '@gig/domain';

const ACCOUNTS = [
  account('7f3e2a91-5c0b-4d1e-9a6f-3b8c2d4e1f70', 'uber'),
  account('c04d118e-77a2-4b39-8e15-d2f6a0b9c341', 'didi'),
  account('9b6120fd-0e4c-4a7b-b2d8-61f5e3a7c902', 'rappi'),
];

/** A realistic report: three platforms over 730 days (a seeded pseudo-random week pattern), plus IMSS employment. */
export function realisticReport(language: ReportLanguage, days = 730): ReportDocument {
  return seededReport(language, { days, first: 0, last: days }, ACCOUNTS);
}

/**
 * A worker with three months of history (93 days, on Uber alone) in a window of `days`: in the 200-day window the
 * projection takes the 180-day average, 87 of whose days precede the first worked day; in a 365-day window (the
 * default), the 365-day average, 272 of whose days do.
 */
export function shortHistoryReport(language: ReportLanguage, days = 200): ReportDocument {
  if (days < 93) throw new Error('a window of three months of history has 93 days or more');
  return seededReport(language, { days, first: days - 93, last: days }, ACCOUNTS.slice(0, 1));
}

/**
 * The demo's case: a 365-day window whose last 65 days come after the account's last connection, with 93 days of
 * history before them (on Uber alone).
 */
export function staleHistoryReport(language: ReportLanguage): ReportDocument {
  return seededReport(language, { days: 365, first: 365 - 65 - 93, last: 365 - 65 }, ACCOUNTS.slice(0, 1));
}

/** Earnings on the days `[first, last)` of a window of `days` ending on 2026-11-25; the accounts last connected on the last of them. */
function seededReport(language: ReportLanguage, span: { days: number; first: number; last: number }, connected: readonly Account[]): ReportDocument {
  const { days, first, last } = span;
  const end = '2026-11-25';
  const window: DateRange = { start: addDays(end, -(days - 1)), end };
  const lastConnection = last < days ? addDays(window.start, last - 1) : '2026-11-24';
  const accounts = connected.map((acc) => ({ ...acc, lastSuccessfulConnection: lastConnection }));
  const random = seeded(24);
  const rows: DailyEarning[] = [];
  accounts.forEach((acc, a) => {
    for (let i = first; i < last; i++) {
      const date = addDays(window.start, i);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const growth = 1 + (0.25 * i) / days;
      const works = random() < [0.82, 0.45, 0.3][a] && !(a === 1 && i > 300 && i < 330);
      if (!works) continue;
      const base = [1150, 820, 540][a] * (weekday === 5 || weekday === 6 ? 1.35 : 1) * growth;
      const cents = Math.round(base * (0.7 + 0.6 * random()) * 100);
      rows.push({ accountId: acc.id, earningDate: date, amountCents: cents, currency: 'mxn', countTrips: 6 + Math.floor(random() * 12) });
    }
  });
  const aggregated = sumDailyEarnings({ accounts: [...accounts], rows, details: true });
  const insights = computeIncomeInsights({ window, aggregated, institutes: [imss(end)] });
  const json = Buffer.from(JSON.stringify(insights));
  return {
    reportId: 'rep_01JDX8Q4M7ZKC2V9T3N6B5H8WE',
    issuerCompanyName: 'Financiera Ejemplo S.A. de C.V.',
    environment: 'live',
    language,
    issuedAt: '2026-11-26T10:15:42.000Z',
    window,
    externalId: 'cliente-000123456789',
    sources: accounts.map((acc) => ({
      platform: acc.platform,
      accountId: acc.id,
      lastConnection: acc.lastSuccessfulConnection ?? end,
      workedDays: rows.filter((row) => row.accountId === acc.id).length,
    })),
    insights,
    verificationUrl: 'https://api.gig-earnings.example/verify/rep_01JDX8Q4M7ZKC2V9T3N6B5H8WE',
    insightsJson: json,
    dataSha256: createHash('sha256').update(json).digest('hex'),
  };
}

/** A 29-day report of a worker with no qualifying account and no institute: every figure null or zero. */
export function emptyReport(language: ReportLanguage): ReportDocument {
  const window: DateRange = { start: '2026-03-01', end: '2026-03-29' };
  const insights = computeIncomeInsights({ window, aggregated: sumDailyEarnings({ accounts: [], rows: [], details: true }), institutes: [] });
  const json = Buffer.from(JSON.stringify(insights));
  return {
    ...realisticReport(language, 29),
    window, externalId: 'abc', sources: [], insights, insightsJson: json, dataSha256: createHash('sha256').update(json).digest('hex'),
  };
}

function imss(asOf: string): InstituteEmployment {
  return {
    accountId: 'acc_51aa0c3e-imss',
    employment: {
      employmentInfo: { quotedWeeks: 412, discountedWeeks: 8, reintegratedWeeks: 0, status: 'employed' },
      employmentHistory: [
        { employer: 'Logística del Bajío S.A. de C.V.', employerRegistration: 'Y6012345102', startDate: addDays(asOf, -500), endDate: null, jobTitle: null, federalEntity: 'Jalisco', baseSalary: 412.5 },
        { employer: 'Comercializadora Norte', employerRegistration: 'B7754321109', startDate: addDays(asOf, -1400), endDate: addDays(asOf, -620), jobTitle: null, federalEntity: 'Nuevo León', baseSalary: 355 },
        { employer: 'Servicios Urbanos MX', employerRegistration: null, startDate: addDays(asOf, -2300), endDate: addDays(asOf, -1450), jobTitle: null, federalEntity: null, baseSalary: 280 },
      ],
    },
  };
}

function account(id: string, platform: string): Account {
  return {
    id, companyId: 'c1', userId: 'u1', platform, country: 'mx', identifier: `${platform}@example.test`, status: 'success',
    statusDetails: null, warning: null, nextStep: null, lastSuccessfulConnection: '2026-11-24', refreshEnabled: true,
    lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: new Date(0), updatedAt: new Date(0),
  };
}

/** Mulberry32: the same numbers on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
