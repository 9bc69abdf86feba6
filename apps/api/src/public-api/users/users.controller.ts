import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CreateUser, DeleteUser, FindUserByExternalId, GetUser, ListPlatforms, ListUserAccounts, Principal } from '@gig/domain';
import type { Response } from 'express';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONNECT, JSON_BODY, MANAGE, READ } from '../../platform/docs/operation-errors';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { toCreateUserCommand } from './create-user.command';
import { CreateUserRequestDto } from './dto/create-user.request';
import { DeletedUserEnvelopeDto, UserAccountsEnvelopeDto, UserEnvelopeDto } from './dto/user.responses';
import { externalIdQuery } from './find-user.query';
import { presentUserAccounts, UserAccountsJson } from './user-accounts.presenter';
import { DeletedUserJson, presentDeletedUser, presentUser, UserJson } from './user.presenter';

@ApiTags('users')
@Controller('v1/users')
@UseGuards(ApiKeyGuard)
export class UsersController {
  constructor(
    @Inject(CreateUser) private readonly createUser: CreateUser,
    @Inject(GetUser) private readonly getUser: GetUser,
    @Inject(FindUserByExternalId) private readonly findUserByExternalId: FindUserByExternalId,
    @Inject(ListUserAccounts) private readonly listUserAccounts: ListUserAccounts,
    @Inject(DeleteUser) private readonly deleteUser: DeleteUser,
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
  ) {}

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({
    operationId: 'createUser',
    summary: 'Register a user',
    description: 'Registers a worker, optionally under your own `external_id` (unique in your company). Asking again with an ' +
      '`external_id` that exists returns that user with 200 instead of 201, so a retry is safe. A public (widget) key may call it, ' +
      'but learns nothing of existing users: an existing `external_id` is refused with 403 `forbidden_error`. A `widget_id` must be one ' +
      'of your company’s widgets (else 422 `bad_request` naming it); it is kept on a new user.',
  })
  @ApiKeys('any')
  @ApiCreatedResponse({ type: UserEnvelopeDto, description: 'A new user.' })
  @ApiOkResponse({ type: UserEnvelopeDto, description: 'The user that already had this external_id.' })
  @ApiErrorResponses(...CONNECT, ...JSON_BODY, 'forbidden_error')
  async create(
    @Body() body: CreateUserRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Envelope<UserJson>> {
    const { user, created } = await this.createUser.execute(principal, toCreateUserCommand(body));
    res.status(created ? 201 : 200);
    return successEnvelope(presentUser(user));
  }

  @Get()
  @RequiresAccess('read')
  @ApiQuery({ name: 'external_id', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 }, example: 'worker-42' })
  @ApiOperation({ operationId: 'findUserByExternalId', summary: 'Find a user by your external_id', description: 'The user of your company registered with this `external_id`.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiErrorResponses(...READ, 'bad_request', 'USER_NOT_FOUND')
  async findByExternalId(@Query('external_id') externalId: unknown, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.findUserByExternalId.execute(principal, externalIdQuery(externalId))));
  }

  @Get(':user_id')
  @RequiresAccess('read')
  @ApiOperation({ operationId: 'getUser', summary: 'Get a user', description: 'A user of your company; another company’s user is as absent as a missing one.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiErrorResponses(...READ, 'USER_NOT_FOUND')
  async get(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.getUser.execute(principal, userId)));
  }

  @Get(':user_id/accounts')
  @RequiresAccess('read')
  @ApiOperation({ operationId: 'listUserAccounts', summary: "List a user's accounts", description: 'Every platform account of the user, oldest first.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: UserAccountsEnvelopeDto })
  @ApiErrorResponses(...READ, 'USER_NOT_FOUND')
  async accounts(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserAccountsJson>> {
    return successEnvelope(presentUserAccounts(await this.listUserAccounts.execute(principal, userId), this.listPlatforms.execute()));
  }

  @Delete(':user_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ operationId: 'deleteUser', summary: 'Delete a user', description: 'Deletes the user with all its accounts, earnings, profiles and employment records.' })
  @ApiKeys('private')
  @ApiOkResponse({ type: DeletedUserEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'USER_NOT_FOUND')
  async remove(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedUserJson>> {
    return successEnvelope(presentDeletedUser(await this.deleteUser.execute(principal, userId)));
  }
}
