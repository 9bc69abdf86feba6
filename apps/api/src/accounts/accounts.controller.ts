import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { accountView, CreateAccount, Principal, Repositories, ValidateAccount } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import { REPOSITORIES } from '../app.tokens';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { accountOf } from './account-of';
import { CreateAccountRequestDto, ValidateAccountRequestDto } from './dto/account.requests';

@ApiTags('accounts')
@ApiSecurity('api-key')
@Controller('v1/accounts')
@UseGuards(ApiKeyGuard)
export class AccountsController {
  constructor(
    @Inject(CreateAccount) private readonly createAccount: CreateAccount,
    @Inject(ValidateAccount) private readonly validateAccount: ValidateAccount,
    @Inject(REPOSITORIES) private readonly repos: Repositories,
  ) {}

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Start connecting a platform account (Before Login); next_step says what to validate with' })
  async create(@Body() body: CreateAccountRequestDto, @CurrentPrincipal() principal: Principal) {
    return successEnvelope(accountView(await this.createAccount.execute(principal, body)));
  }

  @Post(':account_id/validate')
  @HttpCode(200)
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Validate with a password or one-time code (Before Validation); data retrieval follows in the background' })
  async validate(@Param('account_id') accountId: string, @Body() body: ValidateAccountRequestDto, @CurrentPrincipal() principal: Principal) {
    const account = await accountOf(this.repos, principal, accountId);
    return successEnvelope(accountView(await this.validateAccount.execute(principal, account.id, body)));
  }

  @Get(':account_id')
  @RequiresAccess('read')
  async get(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal) {
    return successEnvelope(accountView(await accountOf(this.repos, principal, accountId)));
  }

  @Delete(':account_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ summary: 'Delete the account with its earnings, profile and employment record' })
  async remove(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal) {
    const account = await accountOf(this.repos, principal, accountId);
    await this.repos.accounts.delete(principal.company.id, account.id);
    return successEnvelope({ account_id: account.id, deleted: true });
  }
}
