import { CountHighRiskDocuments, CountWorkerRequests, ListFailingWebhooks, SummarizeAccounts } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleOverviewController } from './console-overview.controller';

export const consoleOverviewArea = {
  controllers: [ConsoleOverviewController],
  useCases: ({ readRepositories: read, clock }: Ports) => ({
    summarizeAccounts: new SummarizeAccounts(read.accountDirectory),
    listFailingWebhooks: new ListFailingWebhooks(read.webhooks),
    countHighRiskDocuments: new CountHighRiskDocuments(read.documents, clock),
    countWorkerRequests: new CountWorkerRequests(read.workerRequests, clock),
  }),
} satisfies Area;
