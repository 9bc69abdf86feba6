import { Body, Get, Param, Post, Query } from '@nestjs/common';
import { GetAccountEmployment, GetAccountProfile, Principal, SearchAccountEarnings } from '@gig/domain';
import { JSON_BODY, READ } from '../../platform/docs/operation-errors';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { AccountEmploymentJson, presentEmploymentPage } from './account-employment.presenter';
import { AccountProfileJson, presentAccountProfile } from './account-profile.presenter';
import { AccountEmploymentEnvelopeDto } from './dto/account-employment.response';
import { AccountProfileEnvelopeDto } from './dto/account-profile.response';
import { EarningsSearchRequestDto, PageQueryDto } from './dto/account.requests';
import { toSearchAccountEarningsQuery } from './search-account-earnings.query';
import { EarningsPageEnvelopeDto } from './dto/earnings-page.response';
import { AccountEarningsJson, PaginatedEnvelope, presentEarningsPage } from './earnings-page.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/accounts/:account_id', 'accounts')
export class AccountDataController {
  constructor(
    private readonly searchAccountEarnings: SearchAccountEarnings,
    private readonly getAccountProfile: GetAccountProfile,
    private readonly getAccountEmployment: GetAccountEmployment,
  ) {}

  @Operation(Post('earnings/search'), {
    status: 200, access: 'read', keys: 'private',
    id: 'searchAccountEarnings',
    summary: "Search one account's daily earnings",
    description: 'The days of the window with earnings, by day, in the account’s currency; `pagination` beside `data`.',
    ok: { type: EarningsPageEnvelopeDto }, errors: [...READ, ...JSON_BODY, 'not_found_error'],
  })
  async earnings(
    @Param('account_id') accountId: string,
    @Body() body: EarningsSearchRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaginatedEnvelope<AccountEarningsJson>> {
    return presentEarningsPage(await this.searchAccountEarnings.execute(principal, accountId, toSearchAccountEarningsQuery(body)));
  }

  @Operation(Get('profile'), {
    access: 'read', keys: 'private',
    id: 'getAccountProfile',
    summary: "Get the worker's profile on the platform",
    description: 'Answers `not_found_error` until the profile has been retrieved (the account is `success`).',
    ok: { type: AccountProfileEnvelopeDto }, errors: [...READ, 'not_found_error'],
  })
  async profile(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountProfileJson>> {
    return successEnvelope(presentAccountProfile(await this.getAccountProfile.execute(principal, accountId)));
  }

  @Operation(Get('employment'), {
    access: 'read', keys: 'private',
    id: 'getAccountEmployment',
    summary: 'Get the employment record of an institute account',
    description: 'The record of the social-security (imss) or public-servant (issste) institute; `employment_history` is paginated like ' +
      'the earnings search (`pagination` beside `data`). `not_found_error` for a gig ' +
      'platform account; `employment_info_not_found` until the record has been retrieved.',
    ok: { type: AccountEmploymentEnvelopeDto }, errors: [...READ, 'bad_request', 'not_found_error', 'employment_info_not_found'],
  })
  async employment(
    @Param('account_id') accountId: string,
    @Query() query: PageQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaginatedEnvelope<AccountEmploymentJson>> {
    const page = { page: query.page, itemsPerPage: query.items_per_page };
    return presentEmploymentPage(await this.getAccountEmployment.execute(principal, accountId, page));
  }
}
