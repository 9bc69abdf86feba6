import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CreateAccount, DeleteAccount, GetAccount, Principal, ValidateAccount } from '@gig/domain';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../http/envelope';
import { AccountJson, DeletedAccountJson, presentAccount, presentDeletedAccount } from './account.presenter';
import { CreateAccountRequestDto, ValidateAccountRequestDto } from './dto/account.requests';
import { AccountEnvelopeDto, DeletedAccountEnvelopeDto } from './dto/account.responses';

@ApiTags('accounts')
@ApiSecurity('api-key')
@Controller('v1/accounts')
@UseGuards(ApiKeyGuard)
export class AccountsController {
  constructor(
    @Inject(CreateAccount) private readonly createAccount: CreateAccount,
    @Inject(ValidateAccount) private readonly validateAccount: ValidateAccount,
    @Inject(GetAccount) private readonly getAccount: GetAccount,
    @Inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
  ) {}

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Start connecting a platform account (Before Login); next_step says what to validate with' })
  @ApiResponse({ status: 201, type: AccountEnvelopeDto })
  async create(@Body() body: CreateAccountRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.createAccount.execute(principal, { identifier: body.identifier, platform: body.platform, country: body.country, userId: body.user_id })));
  }

  @Post(':account_id/validate')
  @HttpCode(200)
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Validate with a password or one-time code (Before Validation); data retrieval follows in the background' })
  @ApiOkResponse({ type: AccountEnvelopeDto })
  async validate(
    @Param('account_id') accountId: string,
    @Body() body: ValidateAccountRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.validateAccount.execute(principal, accountId, { password: body.password, otpCode: body.otp_code })));
  }

  @Get(':account_id')
  @RequiresAccess('read')
  @ApiOkResponse({ type: AccountEnvelopeDto })
  async get(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    return successEnvelope(presentAccount(await this.getAccount.execute(principal, accountId)));
  }

  @Delete(':account_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ summary: 'Delete the account with its earnings, profile and employment record' })
  @ApiOkResponse({ type: DeletedAccountEnvelopeDto })
  async remove(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedAccountJson>> {
    return successEnvelope(presentDeletedAccount(await this.deleteAccount.execute(principal, accountId)));
  }
}
