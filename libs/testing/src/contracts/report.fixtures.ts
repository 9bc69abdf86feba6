import { createHash, randomUUID } from 'node:crypto';
import type { NewReport, ReportDayLimits, ReportOutcome, User } from '@gig/domain';

export const REPORT_T0 = new Date('2026-03-01T09:00:00.000Z');
export const reportAt = (ms: number) => new Date(REPORT_T0.getTime() + ms);

/** Caps no test reaches: the report is stored (and counted). */
export const NO_REPORT_LIMITS: ReportDayLimits = { perWorker: 2_147_483_647, perCompany: 2_147_483_647 };

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every byte value, so that no encoding on the way (text, escapes, a zero byte) goes unnoticed. */
export const EVERY_BYTE = Uint8Array.from({ length: 256 }, (_, i) => i);

/** A report of the user as it is asked for, at REPORT_T0. */
export function aReport(user: Pick<User, 'id' | 'companyId'>, overrides: Partial<NewReport> = {}): NewReport {
  return {
    id: randomUUID(), companyId: user.companyId, userId: user.id, externalId: 'worker-7', language: 'es',
    window: { start: '2025-03-01', end: '2026-02-28' }, createdAt: REPORT_T0, environment: 'sandbox', ...overrides,
  };
}

/** A ready outcome whose JSON and PDF are `data` and `pdf` (distinct per call unless given), hashed. */
export function anOutcome(overrides: Partial<ReportOutcome> = {}): ReportOutcome {
  const data = overrides.data ?? new TextEncoder().encode(JSON.stringify({ report_id: randomUUID(), insights: { total: '1234.50' } }));
  const pdf = overrides.pdf === undefined ? Uint8Array.from([...new TextEncoder().encode(`%PDF-1.7 ${randomUUID()}\n`), ...EVERY_BYTE]) : overrides.pdf;
  return {
    status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, completedAt: reportAt(2_000), ...overrides,
    data, dataSha256: overrides.dataSha256 ?? sha256(data), pdf, pdfSha256: overrides.pdfSha256 ?? (pdf ? sha256(pdf) : null),
  };
}
