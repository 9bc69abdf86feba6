import { Get, Param, Query } from '@nestjs/common';
import { explainAccount, GetAccount, GetAccountTimeline, GetUser, ListCompanyAccounts, ListPlatforms, Principal } from '@gig/domain';
import { FOUND, SIGNED_IN } from '../console-operation-errors';
import { AccountDetailEnvelopeDto, DirectoryAccountPageEnvelopeDto, TimelineEnvelopeDto } from './console-account.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { AccountDetailJson, DirectoryAccountJson, presentAccountDetail, presentDirectoryAccount } from './console-account.presenter';
import { presentTimeline, TimelineJson } from './console-account-timeline.presenter';
import { filterQueryOf, ConsoleAccountsQueryDto } from './console-accounts.query';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

@ConsoleApi('console/api/accounts', 'accounts')
export class ConsoleAccountsController {
  constructor(
    private readonly listCompanyAccounts: ListCompanyAccounts,
    private readonly getAccount: GetAccount,
    private readonly getUser: GetUser,
    private readonly getAccountTimeline: GetAccountTimeline,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  @Operation(Get(), {
    id: 'listAccounts', summary: 'The company’s accounts', description: 'Newest first, filtered by `platform`, `status` and `warning`, a page at a time.',
    ok: { type: DirectoryAccountPageEnvelopeDto }, errors: SIGNED_IN,
  })
  async list(@Query() query: ConsoleAccountsQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConsolePageJson<DirectoryAccountJson>>> {
    const result = await this.listCompanyAccounts.execute(principal, filterQueryOf(query), consolePageOf(query));
    const platforms = this.listPlatforms.execute();
    return successEnvelope(presentConsolePage(result, (entry) => presentDirectoryAccount(entry, platforms)));
  }

  @Operation(Get(':account_id'), {
    id: 'getAccount', summary: 'An account', description: 'The account as GET /v1/accounts/{account_id} answers it, its user’s `external_id`, its state in words and its refresh.',
    ok: { type: AccountDetailEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND],
  })
  async get(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountDetailJson>> {
    const account = await this.getAccount.execute(principal, accountId);
    const user = await this.getUser.execute(principal, account.userId);
    return successEnvelope(presentAccountDetail(account, user.externalId, explainAccount(account), this.listPlatforms.execute()));
  }

  @Operation(Get(':account_id/timeline'), {
    id: 'getAccountTimeline', summary: 'An account’s events', description: 'Its latest events, each with its webhook deliveries.',
    ok: { type: TimelineEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND],
  })
  async timeline(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<TimelineJson>> {
    return successEnvelope(presentTimeline(await this.getAccountTimeline.execute(principal, accountId)));
  }
}
