import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetAccountEmployment, GetAccountProfile, Principal, SearchAccountEarnings } from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { JSON_BODY, READ } from '../../platform/docs/operation-errors';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { AccountEmploymentJson, presentEmploymentPage } from './account-employment.presenter';
import { AccountProfileJson, presentAccountProfile } from './account-profile.presenter';
import { AccountEmploymentEnvelopeDto } from './dto/account-employment.response';
import { AccountProfileEnvelopeDto } from './dto/account-profile.response';
import { EarningsSearchRequestDto, PageQueryDto } from './dto/account.requests';
import { toSearchAccountEarningsQuery } from './search-account-earnings.query';
import { EarningsPageEnvelopeDto } from './dto/earnings-page.response';
import { AccountEarningsJson, PaginatedEnvelope, presentEarningsPage } from './earnings-page.presenter';

@ApiTags('accounts')
@Controller('v1/accounts/:account_id')
@UseGuards(ApiKeyGuard)
export class AccountDataController {
  constructor(
    @Inject(SearchAccountEarnings) private readonly searchAccountEarnings: SearchAccountEarnings,
    @Inject(GetAccountProfile) private readonly getAccountProfile: GetAccountProfile,
    @Inject(GetAccountEmployment) private readonly getAccountEmployment: GetAccountEmployment,
  ) {}

  @Post('earnings/search')
  @HttpCode(200)
  @RequiresAccess('read')
  @ApiOperation({
    operationId: 'searchAccountEarnings',
    summary: "Search one account's daily earnings",
    description: 'The days of the window with earnings, by day, in the account’s currency; `pagination` beside `data`.',
  })
  @ApiKeys('private')
  @ApiOkResponse({ type: EarningsPageEnvelopeDto })
  @ApiErrorResponses(...READ, ...JSON_BODY, 'not_found_error')
  async earnings(
    @Param('account_id') accountId: string,
    @Body() body: EarningsSearchRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaginatedEnvelope<AccountEarningsJson>> {
    return presentEarningsPage(await this.searchAccountEarnings.execute(principal, accountId, toSearchAccountEarningsQuery(body)));
  }

  @Get('profile')
  @RequiresAccess('read')
  @ApiOperation({
    operationId: 'getAccountProfile',
    summary: "Get the worker's profile on the platform",
    description: 'Answers `not_found_error` until the profile has been retrieved (the account is `success`).',
  })
  @ApiKeys('private')
  @ApiOkResponse({ type: AccountProfileEnvelopeDto })
  @ApiErrorResponses(...READ, 'not_found_error')
  async profile(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountProfileJson>> {
    return successEnvelope(presentAccountProfile(await this.getAccountProfile.execute(principal, accountId)));
  }

  @Get('employment')
  @RequiresAccess('read')
  @ApiOperation({
    operationId: 'getAccountEmployment',
    summary: 'Get the employment record of an institute account',
    description: 'The record of the social-security (imss) or public-servant (issste) institute; `employment_history` is paginated like ' +
      'the earnings search (`pagination` beside `data`). `not_found_error` for a gig ' +
      'platform account; `employment_info_not_found` until the record has been retrieved.',
  })
  @ApiKeys('private')
  @ApiOkResponse({ type: AccountEmploymentEnvelopeDto })
  @ApiErrorResponses(...READ, 'bad_request', 'not_found_error', 'employment_info_not_found')
  async employment(
    @Param('account_id') accountId: string,
    @Query() query: PageQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaginatedEnvelope<AccountEmploymentJson>> {
    const page = { page: query.page, itemsPerPage: query.items_per_page };
    return presentEmploymentPage(await this.getAccountEmployment.execute(principal, accountId, page));
  }
}
