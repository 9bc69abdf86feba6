import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ConsoleSession, explainAccount, GetAccount, GetAccountTimeline, GetUser, ListCompanyAccounts, ListPlatforms } from '@gig/domain';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { FOUND, SIGNED_IN } from '../console-operation-errors';
import { AccountDetailEnvelopeDto, DirectoryAccountPageEnvelopeDto, TimelineEnvelopeDto } from './console-account.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { AccountDetailJson, DirectoryAccountJson, presentAccountDetail, presentDirectoryAccount } from './console-account.presenter';
import { presentTimeline, TimelineJson } from './console-account-timeline.presenter';
import { filterQueryOf, ConsoleAccountsQueryDto } from './console-accounts.query';

@ApiTags('accounts')
@Controller('console/api/accounts')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleAccountsController {
  constructor(
    @Inject(ListCompanyAccounts) private readonly listCompanyAccounts: ListCompanyAccounts,
    @Inject(GetAccount) private readonly getAccount: GetAccount,
    @Inject(GetUser) private readonly getUser: GetUser,
    @Inject(GetAccountTimeline) private readonly getAccountTimeline: GetAccountTimeline,
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listAccounts', summary: 'The company’s accounts', description: 'Newest first, filtered by `platform`, `status` and `warning`, a page at a time.' })
  @ApiOkResponse({ type: DirectoryAccountPageEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  async list(@Query() query: ConsoleAccountsQueryDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsolePageJson<DirectoryAccountJson>>> {
    const result = await this.listCompanyAccounts.execute(consolePrincipal(session), filterQueryOf(query), consolePageOf(query));
    const platforms = this.listPlatforms.execute();
    return successEnvelope(presentConsolePage(result, (entry) => presentDirectoryAccount(entry, platforms)));
  }

  @Get(':account_id')
  @ApiOperation({ operationId: 'getAccount', summary: 'An account', description: 'The account as GET /v1/accounts/{account_id} answers it, its user’s `external_id`, its state in words and its refresh.' })
  @ApiOkResponse({ type: AccountDetailEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async get(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<AccountDetailJson>> {
    const principal = consolePrincipal(session);
    const account = await this.getAccount.execute(principal, accountId);
    const user = await this.getUser.execute(principal, account.userId);
    return successEnvelope(presentAccountDetail(account, user.externalId, explainAccount(account), this.listPlatforms.execute()));
  }

  @Get(':account_id/timeline')
  @ApiOperation({ operationId: 'getAccountTimeline', summary: 'An account’s events', description: 'Its latest events, each with its webhook deliveries.' })
  @ApiOkResponse({ type: TimelineEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async timeline(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<TimelineJson>> {
    return successEnvelope(presentTimeline(await this.getAccountTimeline.execute(consolePrincipal(session), accountId)));
  }
}
