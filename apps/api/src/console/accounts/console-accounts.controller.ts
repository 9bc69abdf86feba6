import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ConsoleSession, DeleteAccount, explainAccount, GetAccount, GetAccountTimeline, GetUser, ListCompanyAccounts, ListPlatforms, RefreshAccount,
  SetAccountRefresh,
} from '@gig/domain';
import { AccountJson, DeletedAccountJson, presentAccount, presentDeletedAccount } from '../../accounts/account.presenter';
import { UpdateAccountRequestDto } from '../../accounts/dto/account-refresh.request';
import { AccountEnvelopeDto, DeletedAccountEnvelopeDto } from '../../accounts/dto/account.responses';
import { ApiErrorResponses } from '../../docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../docs/api-access.decorator';
import { FOUND, GUARDED, SIGNED_IN } from '../console-operation-errors';
import { AccountDetailEnvelopeDto, DirectoryAccountPageEnvelopeDto, TimelineEnvelopeDto } from './console-account.responses';
import { Envelope, successEnvelope } from '../../http/envelope';
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
    @Inject(RefreshAccount) private readonly refreshAccount: RefreshAccount,
    @Inject(SetAccountRefresh) private readonly setAccountRefresh: SetAccountRefresh,
    @Inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
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

  @Post(':account_id/refresh')
  @HttpCode(202)
  @ApiOperation({ operationId: 'refreshAccount', summary: 'Refresh an account', description: 'As POST /v1/accounts/{account_id}/refresh.' })
  @ApiAcceptedResponse({ type: AccountEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND, 'entity_not_found', 'login_in_process', 'reauthentication_required', 'recent_login_successful', 'login_refused', 'proxy_max_retries_exeeded', 'proxy_max_retries_exceeded')
  async refresh(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.refreshAccount.execute(consolePrincipal(session), accountId), this.listPlatforms.execute()));
  }

  @Patch(':account_id')
  @ApiOperation({ operationId: 'updateAccount', summary: 'Turn an account’s refresh on or off', description: 'As PATCH /v1/accounts/{account_id}.' })
  @ApiOkResponse({ type: AccountEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async update(
    @Param('account_id') accountId: string,
    @Body() body: UpdateAccountRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<AccountJson>> {
    const account = await this.setAccountRefresh.execute(consolePrincipal(session), accountId, body.refresh_enabled);
    return successEnvelope(presentAccount(account, this.listPlatforms.execute()));
  }

  @Delete(':account_id')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deleteAccount', summary: 'Delete an account', description: 'As DELETE /v1/accounts/{account_id}.' })
  @ApiOkResponse({ type: DeletedAccountEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async remove(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<DeletedAccountJson>> {
    return successEnvelope(presentDeletedAccount(await this.deleteAccount.execute(consolePrincipal(session), accountId)));
  }
}
