import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { centsToAmount, DomainError, findPlatform, parseDateRange, Principal, Repositories } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import { REPOSITORIES } from '../app.tokens';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { accountOf } from './account-of';
import { EarningsSearchRequestDto } from './dto/account.requests';

const MAX_ITEMS_PER_PAGE = 1000;

@ApiTags('accounts')
@ApiSecurity('api-key')
@Controller('v1/accounts/:account_id')
@UseGuards(ApiKeyGuard)
export class AccountDataController {
  constructor(@Inject(REPOSITORIES) private readonly repos: Repositories) {}

  @Post('earnings/search')
  @HttpCode(200)
  @RequiresAccess('read')
  @ApiOperation({ summary: "One account's daily earnings, paginated" })
  async earnings(@Param('account_id') accountId: string, @Body() body: EarningsSearchRequestDto, @CurrentPrincipal() principal: Principal) {
    const account = await accountOf(this.repos, principal, accountId);
    const range = parseDateRange(body.start_date, body.end_date);
    const page = body.options?.page ?? 1;
    const itemsPerPage = body.options?.items_per_page ?? 100;
    if (page < 1 || itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE) {
      const message = `options.page must be at least 1 and options.items_per_page from 1 to ${MAX_ITEMS_PER_PAGE}`;
      throw DomainError.badRequest(message, [{ field: 'options', message }]);
    }
    const { rows, total } = await this.repos.earnings.search(account.id, range, { page, itemsPerPage });
    return {
      ...successEnvelope({
        account_id: account.id,
        earnings: rows.map((row) => ({ earning_date: row.earningDate, amount: centsToAmount(row.amountCents), currency: row.currency, count_trips: row.countTrips })),
      }),
      pagination: { page, items_per_page: itemsPerPage, total_items: total, total_pages: Math.ceil(total / itemsPerPage) },
    };
  }

  @Get('profile')
  @RequiresAccess('read')
  @ApiOperation({ summary: "The worker's profile on the platform" })
  async profile(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal) {
    const account = await accountOf(this.repos, principal, accountId);
    const profile = await this.repos.accountData.findProfile(account.id);
    if (!profile) throw new DomainError('not_found_error', 'No profile has been retrieved for this account yet.');
    return successEnvelope({ account_id: account.id, platform: account.platform, ...profile });
  }

  @Get('employment')
  @RequiresAccess('read')
  @ApiOperation({ summary: 'Employment record from the social-security (imss) or public-servant (issste) institute' })
  async employment(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal) {
    const account = await accountOf(this.repos, principal, accountId);
    const family = findPlatform(account.platform)?.family;
    if (family !== 'social_security' && family !== 'public_servant') {
      throw new DomainError('not_found_error', 'Employment records exist only for imss and issste accounts.');
    }
    const employment = await this.repos.accountData.findEmployment(account.id);
    if (!employment) throw new DomainError('employment_info_not_found', 'No employment record has been retrieved for this account yet.');
    return successEnvelope({ account_id: account.id, platform: account.platform, ...employment });
  }
}
