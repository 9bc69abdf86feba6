import { Body, Delete, Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBody } from '@nestjs/swagger';
import { Account, CreateAccount, DeleteAccount, DisconnectAccount, GetAccount, ListPlatforms, Principal, ValidateAccount } from '@gig/domain';
import { CREATE_ACCOUNT_EXAMPLES, VALIDATE_ACCOUNT_EXAMPLES } from '../../platform/docs/operation-examples';
import { CREATE_ACCOUNT, MANAGE, READ, VALIDATE_ACCOUNT } from '../../platform/docs/operation-errors';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { AccountJson, DeletedAccountJson, presentAccount, presentDeletedAccount } from './account.presenter';
import { CreateAccountRequestDto, ValidateAccountRequestDto } from './dto/account.requests';
import { RequestBody } from '../../platform/docs/request-body.decorator';
import { AccountEnvelopeDto, DeletedAccountEnvelopeDto } from './dto/account.responses';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/accounts', 'accounts')
export class AccountsController {
  constructor(
    private readonly createAccount: CreateAccount,
    private readonly validateAccount: ValidateAccount,
    private readonly getAccount: GetAccount,
    private readonly deleteAccount: DeleteAccount,
    private readonly disconnectAccount: DisconnectAccount,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  private present(account: Account): Envelope<AccountJson> {
    return successEnvelope(presentAccount(account, this.listPlatforms.execute()));
  }

  @Operation(Post(), {
    access: 'connect', keys: 'any', connectToken: true,
    id: 'createAccount',
    summary: 'Connect a platform account',
    description: 'Before Login: the platform checks the identifier. `next_step` then says what the validate step takes ' +
      '(`otp` or `password`, among the platform’s `methods`); `null` with status `syncing` when the login is complete at once ' +
      '(imss, issste), and the data is retrieved in the background. A failure leaves no account behind. A public (widget) key may call it, and a connect token for its own user; ' +
      'for a `requires_auth` account the same login reconnects it (same id and history).',
    created: { type: AccountEnvelopeDto, example: CREATE_ACCOUNT_EXAMPLES.created }, errors: CREATE_ACCOUNT,
  })
  @ApiBody({ type: CreateAccountRequestDto, examples: { connect: { summary: 'An Uber driver in Mexico', value: CREATE_ACCOUNT_EXAMPLES.request } } })
  async create(@Body() body: CreateAccountRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    const input = { identifier: body.identifier, platform: body.platform, country: body.country, userId: body.user_id };
    return this.present(await this.createAccount.execute(principal, input));
  }

  @Operation(Post(':account_id/validate'), {
    status: 200, access: 'connect', keys: 'any', connectToken: true,
    id: 'validateAccount',
    summary: 'Validate an account with a password or one-time code',
    description: 'Before Validation: send exactly one of `password` or `otp_code`, as `next_step` says. On success the account ' +
      'is `syncing` (our status while data is retrieved in the background; Palenca has none) and then `success`. ' +
      'A failure leaves the account `incomplete` (the user can fix it) or `error`, with the code in `status_details`. ' +
      'A public (widget) key may call it, and a connect token for its own user’s accounts.',
    ok: { type: AccountEnvelopeDto, example: VALIDATE_ACCOUNT_EXAMPLES.syncing }, errors: VALIDATE_ACCOUNT,
  })
  @RequestBody(ValidateAccountRequestDto, {
    example: { otp_code: '123456' }, examples: { otp: VALIDATE_ACCOUNT_EXAMPLES.otp, password: VALIDATE_ACCOUNT_EXAMPLES.password },
  })
  async validate(
    @Param('account_id') accountId: string,
    @Body() body: ValidateAccountRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Envelope<AccountJson>> {
    return this.present(await this.validateAccount.execute(principal, accountId, { password: body.password, otpCode: body.otp_code }));
  }

  @Operation(Get(':account_id'), {
    access: 'read', keys: 'private',
    id: 'getAccount', summary: 'Get an account', description: 'Its connection status; poll it after validating until `success`.',
    ok: { type: AccountEnvelopeDto }, errors: [...READ, 'not_found_error'],
  })
  async get(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<AccountJson>> {
    return this.present(await this.getAccount.execute(principal, accountId));
  }

  @Operation(Delete(':account_id'), {
    status: 200, access: 'manage', keys: 'private',
    id: 'deleteAccount', summary: 'Delete an account', description: 'Deletes the account with its earnings, profile and employment record.',
    ok: { type: DeletedAccountEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async remove(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedAccountJson>> {
    return successEnvelope(presentDeletedAccount(await this.deleteAccount.execute(principal, accountId)));
  }

  @Operation(Post(':account_id/disconnect'), {
    status: 200, access: 'manage', keys: 'private',
    id: 'disconnectAccount',
    summary: 'Disconnect an account',
    description: 'Ends the connection at once: the platform session kept from the login is deleted, refresh stops (a retrieval or refresh ' +
      'under way writes nothing), and the account answers `status: "disconnected"` with `disconnected_by: "company"`; it takes no new ' +
      'login. Its data stays readable until you delete the account or the user. `account.disconnected` fires once; an account already ' +
      'disconnected answers as it is. The worker can do the same from the widget (POST /v1/connect/accounts/{account_id}/disconnect).',
    ok: { type: AccountEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async disconnect(@Param('account_id') accountId: string, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<AccountJson>> {
    return this.present(await this.disconnectAccount.execute(principal, accountId, req.ip ?? ''));
  }
}
