import { AggregateEarnings, DeleteReport, GenerateReport, GetReport, GetReportPdf, ListUserReports, RequestReport } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ReportsController } from './reports.controller';
import { UserReportsController } from './user-reports.controller';

export const reportsArea = {
  controllers: [ReportsController, UserReportsController],
  useCases: ({ repositories: r, readRepositories: read, unitOfWork, clock, jobQueued, reports, exchangeRates, maxReportsPerCompanyDay }: Ports) => {
    /**
     * A report's figures come from the aggregated read itself (the same use case, on the primary: generating is a
     * write's flow, and its figures must hold every day written before it was requested): no second path to the data.
     */
    const aggregateEarnings = new AggregateEarnings({ earnings: r.earnings, exchangeRates });
    return {
      requestReport: new RequestReport({ users: r.users, unitOfWork, clock, jobQueued, maxPerCompanyDay: maxReportsPerCompanyDay }),
      generateReport: new GenerateReport({
        reports: r.reports, users: r.users, companies: r.companies, accounts: r.accounts, accountData: r.accountData,
        aggregateEarnings, unitOfWork, clock, ...reports,
      }),
      getReport: new GetReport(read.reports),
      getReportPdf: new GetReportPdf(read.reports),
      listUserReports: new ListUserReports({ users: read.users, reports: read.reports }),
      deleteReport: new DeleteReport({ reports: r.reports, clock }),
    };
  },
} satisfies Area;
