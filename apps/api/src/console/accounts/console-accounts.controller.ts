import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  ConsoleSession, DeleteAccount, explainAccount, GetAccount, GetAccountTimeline, GetUser, ListCompanyAccounts, ListPlatforms, RefreshAccount,
  SetAccountRefresh,
} from '@gig/domain';
import { AccountJson, DeletedAccountJson, presentAccount, presentDeletedAccount } from '../../accounts/account.presenter';
import { UpdateAccountRequestDto } from '../../accounts/dto/account-refresh.request';
import { Envelope, successEnvelope } from '../../http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { AccountDetailJson, DirectoryAccountJson, presentAccountDetail, presentDirectoryAccount } from './console-account.presenter';
import { presentTimeline, TimelineJson } from './console-account-timeline.presenter';
import { filterQueryOf, ConsoleAccountsQueryDto } from './console-accounts.query';

@ApiExcludeController()
@Controller('console/api/accounts')
@UseGuards(ConsoleSessionGuard)
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
  async list(@Query() query: ConsoleAccountsQueryDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsolePageJson<DirectoryAccountJson>>> {
    const result = await this.listCompanyAccounts.execute(consolePrincipal(session), filterQueryOf(query), consolePageOf(query));
    const platforms = this.listPlatforms.execute();
    return successEnvelope(presentConsolePage(result, (entry) => presentDirectoryAccount(entry, platforms)));
  }

  @Get(':account_id')
  async get(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<AccountDetailJson>> {
    const principal = consolePrincipal(session);
    const account = await this.getAccount.execute(principal, accountId);
    const user = await this.getUser.execute(principal, account.userId);
    return successEnvelope(presentAccountDetail(account, user.externalId, explainAccount(account), this.listPlatforms.execute()));
  }

  @Get(':account_id/timeline')
  async timeline(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<TimelineJson>> {
    return successEnvelope(presentTimeline(await this.getAccountTimeline.execute(consolePrincipal(session), accountId)));
  }

  @Post(':account_id/refresh')
  @HttpCode(202)
  async refresh(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.refreshAccount.execute(consolePrincipal(session), accountId), this.listPlatforms.execute()));
  }

  @Patch(':account_id')
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
  async remove(@Param('account_id') accountId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<DeletedAccountJson>> {
    return successEnvelope(presentDeletedAccount(await this.deleteAccount.execute(consolePrincipal(session), accountId)));
  }
}
