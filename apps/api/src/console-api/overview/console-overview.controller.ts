import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { calendarDateAt, Clock, ConsoleSession, ListFailingWebhooks, SummarizeAccounts } from '@gig/domain';
import { CLOCK } from '../../composition/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { SIGNED_IN } from '../console-operation-errors';
import { OverviewEnvelopeDto } from './console-overview.responses';
import { OverviewJson, presentOverview } from './console-overview.presenter';

const OVERVIEW_DAYS = 30;

@ApiTags('overview')
@Controller('console/api/overview')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleOverviewController {
  constructor(
    @Inject(SummarizeAccounts) private readonly summarizeAccounts: SummarizeAccounts,
    @Inject(ListFailingWebhooks) private readonly listFailingWebhooks: ListFailingWebhooks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getOverview', summary: 'The company at a glance', description: 'Accounts by status and warning, connections per day over the last 30 days, failing subscriptions.' })
  @ApiOkResponse({ type: OverviewEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  async overview(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<OverviewJson>> {
    const principal = consolePrincipal(session);
    const [summary, failing] = await Promise.all([
      this.summarizeAccounts.execute(principal, calendarDateAt(this.clock.now()), OVERVIEW_DAYS),
      this.listFailingWebhooks.execute(principal),
    ]);
    return successEnvelope(presentOverview(summary, failing));
  }
}
