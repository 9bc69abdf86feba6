import { Get, Inject } from '@nestjs/common';
import { calendarDateAt, Clock, CountHighRiskDocuments, CountWorkerRequests, ListFailingWebhooks, Principal, SummarizeAccounts } from '@gig/domain';
import { CLOCK } from '../../platform/wiring/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { SIGNED_IN } from '../console-operation-errors';
import { OverviewEnvelopeDto } from './console-overview.responses';
import { OverviewJson, presentOverview } from './console-overview.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

const OVERVIEW_DAYS = 30;

@ConsoleApi('console/api/overview', 'overview')
export class ConsoleOverviewController {
  constructor(
    private readonly summarizeAccounts: SummarizeAccounts,
    private readonly listFailingWebhooks: ListFailingWebhooks,
    private readonly countHighRiskDocuments: CountHighRiskDocuments,
    private readonly countWorkerRequests: CountWorkerRequests,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Operation(Get(), {
    id: 'getOverview', summary: 'The company at a glance', description: 'Accounts by status and warning, connections per day over the last 30 days, failing subscriptions, documents judged `high` risk in the last 30 days, workers’ requests pending and overdue.',
    ok: { type: OverviewEnvelopeDto }, errors: SIGNED_IN,
  })
  async overview(@CurrentPrincipal() principal: Principal): Promise<Envelope<OverviewJson>> {
    const [summary, failing, highRiskDocuments, workerRequests] = await Promise.all([
      this.summarizeAccounts.execute(principal, calendarDateAt(this.clock.now()), OVERVIEW_DAYS),
      this.listFailingWebhooks.execute(principal),
      this.countHighRiskDocuments.execute(principal, OVERVIEW_DAYS),
      this.countWorkerRequests.execute(principal),
    ]);
    return successEnvelope(presentOverview(summary, failing, highRiskDocuments, workerRequests));
  }
}
