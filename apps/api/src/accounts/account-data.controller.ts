import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { GetAccountEmployment, GetAccountProfile, Principal, SearchAccountEarnings } from '@gig/domain';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../http/envelope';
import { AccountEmploymentJson, presentAccountEmployment } from './account-employment.presenter';
import { AccountProfileJson, presentAccountProfile } from './account-profile.presenter';
import { AccountEmploymentEnvelopeDto } from './dto/account-employment.response';
import { AccountProfileEnvelopeDto } from './dto/account-profile.response';
import { EarningsSearchRequestDto } from './dto/account.requests';
import { EarningsPageEnvelopeDto } from './dto/earnings-page.response';
import { AccountEarningsJson, PaginatedEnvelope, presentEarningsPage } from './earnings-page.presenter';

@ApiTags('accounts')
@ApiSecurity('api-key')
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
  @ApiOperation({ summary: "One account's daily earnings, paginated" })
  @ApiOkResponse({ type: EarningsPageEnvelopeDto })
  async earnings(
    @Param('account_id') accountId: string,
    @Body() body: EarningsSearchRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PaginatedEnvelope<AccountEarningsJson>> {
    const query = { startDate: body.start_date, endDate: body.end_date, page: body.options?.page, itemsPerPage: body.options?.items_per_page };
    return presentEarningsPage(await this.searchAccountEarnings.execute(principal, accountId, query));
  }

  @Get('profile')
  @RequiresAccess('read')
  @ApiOperation({ summary: "The worker's profile on the platform" })
  @ApiOkResponse({ type: AccountProfileEnvelopeDto })
  async profile(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountProfileJson>> {
    return successEnvelope(presentAccountProfile(await this.getAccountProfile.execute(principal, accountId)));
  }

  @Get('employment')
  @RequiresAccess('read')
  @ApiOperation({ summary: 'Employment record from the social-security (imss) or public-servant (issste) institute' })
  @ApiOkResponse({ type: AccountEmploymentEnvelopeDto })
  async employment(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountEmploymentJson>> {
    return successEnvelope(presentAccountEmployment(await this.getAccountEmployment.execute(principal, accountId)));
  }
}
