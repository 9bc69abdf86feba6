import { Get, Param, Query } from '@nestjs/common';
import { explainAccount, GetAccount, GetAccountTimeline, ListCompanyAccounts, ListPlatforms, Principal } from '@gig/domain';
import { FOUND, SIGNED_IN } from '../console-operation-errors';
import { AccountExplanationEnvelopeDto, DirectoryAccountPageEnvelopeDto, TimelineEnvelopeDto } from './console-account.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { AccountExplanationJson, DirectoryAccountJson, presentAccountExplanation, presentDirectoryAccount } from './console-account.presenter';
import { presentTimeline, TimelineJson } from './console-account-timeline.presenter';
import { filterQueryOf, ConsoleAccountsQueryDto } from './console-accounts.query';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

@ConsoleApi('console/api/accounts', 'accounts')
export class ConsoleAccountsController {
  constructor(
    private readonly listCompanyAccounts: ListCompanyAccounts,
    private readonly getAccount: GetAccount,
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

  @Operation(Get(':account_id/explanation'), {
    id: 'explainAccount', summary: 'An account’s state in words',
    description: 'Sentences for a person: what its `status`, `status_details` and `warning` (GET /v1/accounts/{account_id}) mean now.',
    ok: { type: AccountExplanationEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND],
  })
  async explanation(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountExplanationJson>> {
    return successEnvelope(presentAccountExplanation(explainAccount(await this.getAccount.execute(principal, accountId))));
  }

  @Operation(Get(':account_id/timeline'), {
    id: 'getAccountTimeline', summary: 'An account’s events', description: 'Its latest events, each with its webhook deliveries.',
    ok: { type: TimelineEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND],
  })
  async timeline(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<TimelineJson>> {
    return successEnvelope(presentTimeline(await this.getAccountTimeline.execute(principal, accountId)));
  }
}
