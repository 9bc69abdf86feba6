import { Body, Param, Patch, Post } from '@nestjs/common';
import { ListPlatforms, Principal, RefreshAccount, SetAccountRefresh } from '@gig/domain';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { JSON_BODY, READ, REFRESH_ACCOUNT } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { AccountJson, presentAccount } from './account.presenter';
import { UpdateAccountRequestDto } from './dto/account-refresh.request';
import { AccountEnvelopeDto } from './dto/account.responses';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/accounts', 'accounts')
@RequiresAccess('read')
@ApiKeys('private')
export class AccountRefreshController {
  constructor(
    private readonly refreshAccount: RefreshAccount,
    private readonly setAccountRefresh: SetAccountRefresh,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  @Operation(Post(':account_id/refresh'), {
    status: 202,
    id: 'refreshAccount',
    summary: "Refresh a connected account's data now",
    description: 'Retrieves the data again in the background with the session kept from the login, with no new login or code: the ' +
      'account is `syncing` until it is `success` again (`earnings.updated` fires if earnings changed). Refused within 12 hours of the ' +
      'last successful login or refresh (412 `recent_login_successful`), for an account that never connected (404 `entity_not_found`), ' +
      'while a login or refresh is under way (400 `login_in_process`) and once the session has ended (401 `reauthentication_required`).',
    accepted: { type: AccountEnvelopeDto }, errors: REFRESH_ACCOUNT,
  })
  async refresh(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.refreshAccount.execute(principal, accountId), this.listPlatforms.execute()));
  }

  @Operation(Patch(':account_id'), {
    id: 'updateAccount',
    summary: 'Turn ongoing refresh off or on',
    description: '`{"refresh_enabled": false}` stops the periodic refresh of this account (its data stays); `true` plans the next one.',
    ok: { type: AccountEnvelopeDto }, errors: [...READ, ...JSON_BODY, 'not_found_error'],
  })
  async update(@Param('account_id') accountId: string, @Body() body: UpdateAccountRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    const account = await this.setAccountRefresh.execute(principal, accountId, body.refresh_enabled ?? null);
    return successEnvelope(presentAccount(account, this.listPlatforms.execute()));
  }
}
