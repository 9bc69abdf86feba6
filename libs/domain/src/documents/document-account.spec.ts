import { aConstanciaSample, constanciaPdfPages, InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Account } from '../accounts/account';
import type { Principal } from '../auth/principal';
import type { Company } from '../companies/company';
import type { PdfReader } from '../ports/pdf-reader.port';
import type { SecretBox } from '../ports/secret-box.port';
import { RefreshAccount } from '../refresh/refresh-account';
import { SetAccountRefresh } from '../refresh/set-account-refresh';
import type { User } from '../users/user';
import { PlatformRegistry } from '../platforms/platform-registry';
import { DeleteDocument } from './delete-document';
import type { PdfReading } from './pdf-reading';
import { UploadDocument } from './upload-document';

const company: Company = { id: 'company-1', name: 'Acme', environment: 'live', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const lender: Principal = { company, keyId: 'key-1', keyKind: 'private' };
const USER = '11111111-1111-4111-8111-111111111111';
const ISSUER = { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' };
const box: Pick<SecretBox, 'sealBytes'> = { sealBytes: (bytes) => bytes };

/** Each file's text by its first byte: `1` the sample, `2` a newer one with more weeks, `0` not a constancia. */
const READINGS: Record<string, PdfReading> = {
  '1': { kind: 'read', pages: constanciaPdfPages(aConstanciaSample()), file: ISSUER },
  '2': { kind: 'read', pages: constanciaPdfPages(aConstanciaSample({ weeks: { quoted: '1,080', discounted: '40', reintegrated: '12', total: '1,052' } })), file: ISSUER },
  '0': { kind: 'read', pages: [{ number: 1, lines: ['Factura'], fonts: ['Helvetica'], imageOnly: false }], file: ISSUER },
};
const reader: PdfReader = { read: async (bytes) => READINGS[String.fromCharCode(bytes[9])] };
const pdf = (which: '0' | '1' | '2') => new TextEncoder().encode(`%PDF-1.4 ${which}\n%%EOF\n`);

function setup() {
  const store = new InMemoryStore();
  store.companies.set(company.id, company);
  const user: User = { id: USER, companyId: company.id, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) };
  store.users.set(user.id, user);
  const repos = inMemoryRepositories(store);
  const clock = new TestClock(new Date('2026-11-20T18:00:00.000Z'));
  const unitOfWork = new InMemoryUnitOfWork(store);
  const upload = new UploadDocument({ users: repos.users, documents: repos.documents, pdfReader: reader, secrets: box, unitOfWork, clock });
  const send = (which: '0' | '1' | '2') => upload.execute(lender, { userId: USER, type: 'imss_constancia', file: pdf(which) });
  const imss = () => [...store.accounts.values()].filter((account) => account.platform === 'imss');
  return { store, repos, clock, unitOfWork, send, imss, remove: new DeleteDocument({ unitOfWork }) };
}

describe('the imss account a constancia feeds', () => {
  it('is created from a readable constancia: source document, success, its employment and profile, never refreshed', async () => {
    const { send, imss, repos, store } = setup();
    const document = await send('1');
    const [account] = imss();
    expect(account).toMatchObject({
      id: document.accountId, userId: USER, country: 'mx', identifier: 'GOMJ850312HDFRRN04', status: 'success', source: 'document',
      lastSuccessfulConnection: '2026-11-20', refreshEnabled: false, nextRefreshAt: null,
    });
    const employment = await repos.accountData.findEmployment(account.id);
    expect(employment?.employmentInfo).toEqual({ quotedWeeks: 1070, discountedWeeks: 40, reintegratedWeeks: 12, status: 'employed' });
    expect(employment?.employmentHistory[1]).toEqual({
      employer: 'COMERCIALIZADORA RIVERA SA DE CV', employerRegistration: 'C1234567891', startDate: '2018-01-15', endDate: '2022-04-30',
      jobTitle: null, federalEntity: 'JALISCO', baseSalary: 1320.15,
    });
    const profile = await repos.accountData.findProfile(account.id);
    expect([profile?.profile.firstName, profile?.profile.lastName, profile?.idsInfo.map((id) => id.value)]).toEqual(['JUAN', 'GÓMEZ MARTÍNEZ', ['GOMJ850312HDFRRN04', '31998524651']]);
    expect([...store.webhookEvents.values()].map((event) => event.action)).toEqual(['account.created', 'profile.updated', 'employment.created', 'document.processed']);
  });

  it('takes a newer upload’s data; both documents stay, and nothing else is created', async () => {
    const { send, imss, repos, clock } = setup();
    const first = await send('1');
    clock.advance(60_000);
    const second = await send('2');
    expect(imss()).toHaveLength(1);
    expect(second.accountId).toBe(first.accountId);
    expect((await repos.accountData.findEmployment(first.accountId as string))?.employmentInfo.quotedWeeks).toBe(1080);
    expect((await repos.documents.listForUser(company.id, USER, { page: 1, itemsPerPage: 10 })).total).toBe(2);
  });

  it('is not created by an unreadable file, and a connected imss account is left as the platform gives it', async () => {
    const { send, imss, store } = setup();
    expect((await send('0')).accountId).toBeNull();
    expect(imss()).toEqual([]);
    const connected: Account = {
      id: '44444444-4444-4444-8444-444444444444', companyId: company.id, userId: USER, platform: 'imss', country: 'mx', identifier: 'GOMJ850312HDFRRN04',
      status: 'success', statusDetails: null, warning: null, nextStep: null, lastSuccessfulConnection: '2026-11-01', refreshEnabled: true,
      lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: new Date(0), updatedAt: new Date(0),
    };
    store.accounts.set(connected.id, connected);
    expect((await send('1')).accountId).toBeNull();
    expect(imss()).toEqual([connected]);
  });

  it('goes back to the older document’s data when the newer is deleted, and goes with the last document that fed it', async () => {
    const { send, imss, repos, clock, remove } = setup();
    const first = await send('1');
    clock.advance(60_000);
    const second = await send('2');
    await remove.execute(lender, second.id);
    expect((await repos.accountData.findEmployment(first.accountId as string))?.employmentInfo.quotedWeeks).toBe(1070);
    await remove.execute(lender, first.id);
    expect(imss()).toEqual([]);
  });

  it('is never refreshed: an on-demand refresh and turning refresh on are refused', async () => {
    const { send, repos, clock, unitOfWork } = setup();
    const { accountId } = await send('1');
    const refresh = new RefreshAccount({ accounts: repos.accounts, loginLimits: repos.loginLimits, unitOfWork, clock });
    await expect(refresh.execute(lender, accountId as string)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'accountId' }] });
    const set = new SetAccountRefresh({ accounts: repos.accounts, platforms: PlatformRegistry.of([]), clock, refresh: { intervalMs: 86_400_000 } });
    await expect(set.execute(lender, accountId as string, true)).rejects.toMatchObject({ code: 'bad_request' });
    expect(await set.execute(lender, accountId as string, false)).toMatchObject({ refreshEnabled: false, source: 'document' });
  });
});
