import { InMemoryIdempotencyStore, NO_REPORT_LIMITS, InMemoryReportRepository, InMemoryRetentionStore, InMemoryStore } from '@gig/testing';
import { createHash } from 'node:crypto';
import type { Company } from '../companies/company';
import type { User } from '../users/user';
import { MAX_VERIFIED_FILE_BYTES, VerifyReport, VerifyReportFile } from './verify-report';

const COMPANY = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Financiera Ejemplo', environment: 'live', readEnabled: true, writeEnabled: true, createdAt: new Date(0) } satisfies Company;
const USER: User = { id: 'a0000000-0000-4000-8000-000000000001', companyId: COMPANY.id, externalId: 'worker-42', widgetId: null, createdAt: new Date(0) };
const REPORT_ID = '0d5a3f1e-7b2c-4c1d-9e8f-112233445566';
const CREATED = new Date('2026-11-20T15:30:00.000Z');
const PDF = new TextEncoder().encode('%PDF-1.7 the issued bytes');
const DATA = new TextEncoder().encode('{"report_id":"…"}');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function setup() {
  const store = new InMemoryStore();
  store.companies.set(COMPANY.id, COMPANY);
  store.users.set(USER.id, USER);
  const reports = new InMemoryReportRepository(store);
  const window = { start: '2025-11-21', end: '2026-11-20' };
  await reports.createWithin({ id: REPORT_ID, companyId: COMPANY.id, userId: USER.id, externalId: USER.externalId, language: 'es', window, createdAt: CREATED, environment: 'live' }, NO_REPORT_LIMITS);
  const ready = () => reports.complete(REPORT_ID, {
    status: 'ready', statusDetails: null, currency: 'MXN', currencyNote: null, data: DATA, dataSha256: sha256(DATA), pdf: PDF, pdfSha256: sha256(PDF), completedAt: CREATED,
  });
  return { store, reports, window, ready };
}

describe('VerifyReport', () => {
  it('tells the issuer, issue time, window, status and both hashes of a ready report, and nothing personal', async () => {
    const { reports, window, ready } = await setup();
    await ready();
    const verification = await new VerifyReport(reports).execute(REPORT_ID);
    expect(verification).toEqual({
      reportId: REPORT_ID, issuerCompanyName: 'Financiera Ejemplo', issuedAt: CREATED, window, environment: 'live', status: 'ready', validity: 'valid', dataSha256: sha256(DATA), pdfSha256: sha256(PDF),
    });
    expect(JSON.stringify(verification)).not.toMatch(/worker-42|a0000000/);
  });

  it('finds the id in upper case too (a UUID read off paper)', async () => {
    const { reports } = await setup();
    await expect(new VerifyReport(reports).execute(REPORT_ID.toUpperCase())).resolves.toMatchObject({ reportId: REPORT_ID, status: 'generating', pdfSha256: null });
  });

  it('says revoked once the company deleted it', async () => {
    const { reports, ready } = await setup();
    await ready();
    await reports.revoke(COMPANY.id, REPORT_ID, new Date('2026-11-21T00:00:00.000Z'));
    await expect(new VerifyReport(reports).execute(REPORT_ID)).resolves.toMatchObject({ validity: 'revoked', pdfSha256: sha256(PDF) });
  });

  it('says expired once retention has passed, with the hashes still there to compare', async () => {
    const { store, reports, ready } = await setup();
    await ready();
    expect(await new InMemoryRetentionStore(store, new InMemoryIdempotencyStore()).expireReports(new Date(CREATED.getTime() + 1), 10)).toBe(1);
    await expect(new VerifyReport(reports).execute(REPORT_ID)).resolves.toMatchObject({ validity: 'expired', status: 'ready', pdfSha256: sha256(PDF), dataSha256: sha256(DATA) });
    await expect(new VerifyReportFile(reports).execute(PDF)).resolves.toMatchObject({ report: { validity: 'expired' } });
  });

  it('answers null for an id never issued and for a malformed one, without asking the repository about the latter', async () => {
    const { reports } = await setup();
    const asked: string[] = [];
    const verify = new VerifyReport({ verify: (id) => (asked.push(id), reports.verify(id)) });
    await expect(verify.execute('0d5a3f1e-7b2c-4c1d-9e8f-000000000000')).resolves.toBeNull();
    for (const bad of ['', 'not-a-uuid', `${REPORT_ID}x`, "' or 1=1 --"]) await expect(verify.execute(bad)).resolves.toBeNull();
    expect(asked).toEqual(['0d5a3f1e-7b2c-4c1d-9e8f-000000000000']);
  });
});

describe('VerifyReportFile', () => {
  it('recognises the exact bytes of an issued PDF, and says its status', async () => {
    const { reports, ready } = await setup();
    await ready();
    await expect(new VerifyReportFile(reports).execute(PDF)).resolves.toEqual({
      sha256: sha256(PDF), report: expect.objectContaining({ reportId: REPORT_ID, validity: 'valid', status: 'ready' }),
    });
  });

  it('recognises a revoked report’s PDF by its hash, though the PDF itself is gone', async () => {
    const { reports, ready } = await setup();
    await ready();
    await reports.revoke(COMPANY.id, REPORT_ID, new Date('2026-11-21T00:00:00.000Z'));
    await expect(new VerifyReportFile(reports).execute(PDF)).resolves.toMatchObject({ report: { reportId: REPORT_ID, validity: 'revoked' } });
  });

  it('answers not issued, with the file’s hash, for any other bytes (one byte changed, the JSON, nothing)', async () => {
    const { reports, ready } = await setup();
    await ready();
    const altered = PDF.slice();
    altered[altered.length - 1] ^= 1;
    for (const file of [altered, DATA, new Uint8Array()]) {
      await expect(new VerifyReportFile(reports).execute(file)).resolves.toEqual({ sha256: sha256(file), report: null });
    }
  });

  it('refuses a file over 5 MB', async () => {
    const { reports } = await setup();
    await expect(new VerifyReportFile(reports).execute(new Uint8Array(MAX_VERIFIED_FILE_BYTES))).resolves.toMatchObject({ report: null });
    await expect(new VerifyReportFile(reports).execute(new Uint8Array(MAX_VERIFIED_FILE_BYTES + 1))).rejects.toMatchObject({ code: 'bad_request' });
  });
});
