import { InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Account } from '../accounts/account';
import type { Principal } from '../auth/principal';
import type { Company } from '../companies/company';
import { AggregateEarnings } from '../earnings/aggregate-earnings';
import { DomainError } from '../errors/domain-error';
import type { ReportDocument } from '../insights/report-document';
import type { Job } from '../jobs/job';
import type { JobLease } from '../ports/job-queue.port';
import type { ReportDataEncoder } from '../ports/report-data-encoder.port';
import { DeleteUser } from '../users/delete-user';
import type { User } from '../users/user';
import { DeleteReport } from './delete-report';
import { GenerateReport, ReportGeneration } from './generate-report';
import { GetReport } from './get-report';
import { GetReportPdf } from './get-report-pdf';
import { ListUserReports } from './list-user-reports';
import { RequestReport } from './request-report';

export const T0 = new Date('2026-03-10T15:00:00.000Z');
export const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
export const other: Company = { ...company, id: 'company-2', name: 'Other' };
export const privateKey: Principal = { company, keyId: 'key-1', keyKind: 'private' };
export const publicKey: Principal = { ...privateKey, keyKind: 'public' };
export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const FAILING_USER_ID = '22222222-2222-4222-8222-222222222222';

/** The snapshot's fields as text: enough to see what generation encodes and hashes. */
const encoder: ReportDataEncoder = {
  encode: (s) => new TextEncoder().encode(JSON.stringify({ id: s.reportId, issuer: s.issuerCompanyName, sources: s.sources, total: s.insights.combined.total, formal: s.insights.formalEmployment?.accountIds ?? null })),
};

function anAccount(id: string, userId: string, platform: string, status: Account['status'] = 'success'): Account {
  return {
    id, companyId: company.id, userId, platform, country: 'mx', identifier: id, status, statusDetails: null, warning: null, nextStep: null,
    lastSuccessfulConnection: status === 'success' ? '2026-03-09' : null, refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: new Date(0), updatedAt: new Date(0),
  };
}

/** The report use cases over the in-memory fakes: one company with a user on uber and didi and an imss account, another company. */
export async function setup() {
  const store = new InMemoryStore();
  for (const c of [company, other]) store.companies.set(c.id, c);
  const users: User[] = [
    { id: USER_ID, companyId: company.id, externalId: 'worker-0001', widgetId: null, createdAt: new Date(0) },
    { id: FAILING_USER_ID, companyId: company.id, externalId: 'sandbox-insights-pdf-fails', widgetId: null, createdAt: new Date(0) },
  ];
  for (const user of users) store.users.set(user.id, user);
  for (const account of [anAccount('acc-uber', USER_ID, 'uber'), anAccount('acc-didi', USER_ID, 'didi'), anAccount('acc-imss', USER_ID, 'imss'), anAccount('acc-issste', USER_ID, 'issste', 'error')]) {
    store.accounts.set(account.id, account);
  }
  const repos = inMemoryRepositories(store);
  await repos.earnings.upsert([
    { accountId: 'acc-uber', earningDate: '2026-03-01', amountCents: 10_050, currency: 'mxn', countTrips: 4 },
    { accountId: 'acc-uber', earningDate: '2026-03-02', amountCents: 20_000, currency: 'mxn', countTrips: 6 },
    { accountId: 'acc-didi', earningDate: '2026-03-02', amountCents: 5_000, currency: 'mxn', countTrips: 2 },
  ]);
  await repos.accountData.saveEmployment('acc-imss', {
    employmentInfo: { quotedWeeks: 300, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' },
    employmentHistory: [{ employer: 'ACME SA', employerRegistration: 'Y12', startDate: '2024-01-01', endDate: null, jobTitle: null, federalEntity: null, baseSalary: 500 }],
  });
  const unitOfWork = new InMemoryUnitOfWork(store);
  const clock = new TestClock(T0);
  const rendered: ReportDocument[] = [];
  let renderFailure: Error | null = null;
  const renderer = {
    render: async (document: ReportDocument) => {
      if (renderFailure) throw renderFailure;
      rendered.push(document);
      return new TextEncoder().encode(`%PDF ${document.reportId} ${document.dataSha256}`);
    },
  };
  let wakes = 0;
  const generations: ReportGeneration[] = [];
  const aggregateEarnings = new AggregateEarnings({ earnings: repos.earnings, exchangeRates: { usdRates: () => Promise.reject(new DomainError('service_unavailable')) } });
  const generate = new GenerateReport({
    reports: repos.reports, users: repos.users, companies: repos.companies, accounts: repos.accounts, accountData: repos.accountData,
    aggregateEarnings, encoder, renderer, unitOfWork, clock, verificationUrl: (id) => `https://api.example/verify/${id}`,
    observe: (generation) => generations.push(generation),
  });
  const lease: JobLease = { renew: async () => true };
  return {
    store,
    repos,
    clock,
    rendered,
    generations,
    failRendering: (error: Error) => (renderFailure = error),
    wakes: () => wakes,
    request: new RequestReport({ users: repos.users, unitOfWork, clock, jobQueued: () => void wakes++ }),
    generate,
    /** Runs the report's job as a worker would, holding its lease. */
    run: (reportId: string, attempts = 1) => generate.execute({ id: 'job', kind: 'generate_report', subjectId: reportId, attempts, runAt: T0 } as Job, lease),
    get: new GetReport(repos.reports),
    getPdf: new GetReportPdf(repos.reports),
    list: new ListUserReports({ users: repos.users, reports: repos.reports }),
    remove: new DeleteReport({ reports: repos.reports, clock }),
    deleteUser: new DeleteUser({ users: repos.users, unitOfWork, clock }),
    events: () => [...store.webhookEvents.values()].map(({ action, reportId, userId, externalId, statusDetails }) => ({ action, reportId, userId, externalId, statusDetails })),
  };
}
