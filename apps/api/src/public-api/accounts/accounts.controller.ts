import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Account, CreateAccount, DeleteAccount, GetAccount, ListPlatforms, Principal, ValidateAccount } from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { AcceptsConnectToken } from '../../platform/auth/accepts-connect-token.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CREATE_ACCOUNT_EXAMPLES, VALIDATE_ACCOUNT_EXAMPLES } from '../../platform/docs/operation-examples';
import { CREATE_ACCOUNT, MANAGE, READ, VALIDATE_ACCOUNT } from '../../platform/docs/operation-errors';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { AccountJson, DeletedAccountJson, presentAccount, presentDeletedAccount } from './account.presenter';
import { CreateAccountRequestDto, ValidateAccountRequestDto, validateAccountRequestSchema } from './dto/account.requests';
import { AccountEnvelopeDto, DeletedAccountEnvelopeDto } from './dto/account.responses';

@ApiTags('accounts')
@Controller('v1/accounts')
@UseGuards(ApiKeyGuard)
export class AccountsController {
  constructor(
    @Inject(CreateAccount) private readonly createAccount: CreateAccount,
    @Inject(ValidateAccount) private readonly validateAccount: ValidateAccount,
    @Inject(GetAccount) private readonly getAccount: GetAccount,
    @Inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
  ) {}

  private present(account: Account): Envelope<AccountJson> {
    return successEnvelope(presentAccount(account, this.listPlatforms.execute()));
  }

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({
    operationId: 'createAccount',
    summary: 'Connect a platform account',
    description: 'Before Login: the platform checks the identifier. `next_step` then says what the validate step takes ' +
      '(`otp` or `password`, among the platform’s `methods`); `null` with status `syncing` when the login is complete at once ' +
      '(imss, issste), and the data is retrieved in the background. A failure leaves no account behind. A public (widget) key may call it, and a connect token for its own user; ' +
      'for a `requires_auth` account the same login reconnects it (same id and history).',
  })
  @ApiKeys('any')
  @AcceptsConnectToken()
  @ApiBody({ type: CreateAccountRequestDto, examples: { connect: { summary: 'An Uber driver in Mexico', value: CREATE_ACCOUNT_EXAMPLES.request } } })
  @ApiCreatedResponse({ type: AccountEnvelopeDto, example: CREATE_ACCOUNT_EXAMPLES.created })
  @ApiErrorResponses(...CREATE_ACCOUNT)
  async create(@Body() body: CreateAccountRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    const input = { identifier: body.identifier, platform: body.platform, country: body.country, userId: body.user_id };
    return this.present(await this.createAccount.execute(principal, input));
  }

  @Post(':account_id/validate')
  @HttpCode(200)
  @RequiresAccess('connect')
  @ApiOperation({
    operationId: 'validateAccount',
    summary: 'Validate an account with a password or one-time code',
    description: 'Before Validation: send exactly one of `password` or `otp_code`, as `next_step` says. On success the account ' +
      'is `syncing` (our status while data is retrieved in the background; Palenca has none) and then `success`. ' +
      'A failure leaves the account `incomplete` (the user can fix it) or `error`, with the code in `status_details`. ' +
      'A public (widget) key may call it, and a connect token for its own user’s accounts.',
  })
  @ApiKeys('any')
  @AcceptsConnectToken()
  @ApiBody({ schema: validateAccountRequestSchema(), examples: { otp: VALIDATE_ACCOUNT_EXAMPLES.otp, password: VALIDATE_ACCOUNT_EXAMPLES.password } })
  @ApiOkResponse({ type: AccountEnvelopeDto, example: VALIDATE_ACCOUNT_EXAMPLES.syncing })
  @ApiErrorResponses(...VALIDATE_ACCOUNT)
  async validate(
    @Param('account_id') accountId: string,
    @Body() body: ValidateAccountRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Envelope<AccountJson>> {
    return this.present(await this.validateAccount.execute(principal, accountId, { password: body.password, otpCode: body.otp_code }));
  }

  @Get(':account_id')
  @RequiresAccess('read')
  @ApiOperation({ operationId: 'getAccount', summary: 'Get an account', description: 'Its connection status; poll it after validating until `success`.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: AccountEnvelopeDto })
  @ApiErrorResponses(...READ, 'not_found_error')
  async get(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    return this.present(await this.getAccount.execute(principal, accountId));
  }

  @Delete(':account_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ operationId: 'deleteAccount', summary: 'Delete an account', description: 'Deletes the account with its earnings, profile and employment record.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: DeletedAccountEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async remove(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedAccountJson>> {
    return successEnvelope(presentDeletedAccount(await this.deleteAccount.execute(principal, accountId)));
  }
}
