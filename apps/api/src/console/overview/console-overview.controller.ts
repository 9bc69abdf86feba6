import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { calendarDateAt, Clock, ConsoleSession, ListFailingWebhooks, SummarizeAccounts } from '@gig/domain';
import { CLOCK } from '../../app.tokens';
import { Envelope, successEnvelope } from '../../http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { OverviewJson, presentOverview } from './console-overview.presenter';

const OVERVIEW_DAYS = 30;

@ApiExcludeController()
@Controller('console/api/overview')
@UseGuards(ConsoleSessionGuard)
export class ConsoleOverviewController {
  constructor(
    @Inject(SummarizeAccounts) private readonly summarizeAccounts: SummarizeAccounts,
    @Inject(ListFailingWebhooks) private readonly listFailingWebhooks: ListFailingWebhooks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async overview(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<OverviewJson>> {
    const principal = consolePrincipal(session);
    const [summary, failing] = await Promise.all([
      this.summarizeAccounts.execute(principal, calendarDateAt(this.clock.now()), OVERVIEW_DAYS),
      this.listFailingWebhooks.execute(principal),
    ]);
    return successEnvelope(presentOverview(summary, failing));
  }
}
