import { Body, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { CreateUser, DeleteUser, FindUserByExternalId, GetUser, ListPlatforms, MAX_EXTERNAL_ID_LENGTH, ListUserAccounts, Principal } from '@gig/domain';
import type { Response } from 'express';
import { CONNECT, JSON_BODY, MANAGE, READ } from '../../platform/docs/operation-errors';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { toCreateUserCommand } from './create-user.command';
import { CreateUserRequestDto } from './dto/create-user.request';
import { DeletedUserEnvelopeDto, UserAccountsEnvelopeDto, UserEnvelopeDto } from './dto/user.responses';
import { externalIdQuery } from './find-user.query';
import { presentUserAccounts, UserAccountsJson } from './user-accounts.presenter';
import { DeletedUserJson, presentDeletedUser, presentUser, UserJson } from './user.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/users', 'users')
export class UsersController {
  constructor(
    private readonly createUser: CreateUser,
    private readonly getUser: GetUser,
    private readonly findUserByExternalId: FindUserByExternalId,
    private readonly listUserAccounts: ListUserAccounts,
    private readonly deleteUser: DeleteUser,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  @Operation(Post(), {
    access: 'connect', keys: 'any',
    id: 'createUser',
    summary: 'Register a user',
    description: 'Registers a worker, optionally under your own `external_id` (unique in your company). Asking again with an ' +
      '`external_id` that exists returns that user with 200 instead of 201, so a retry is safe. A public (widget) key may call it, ' +
      'but learns nothing of existing users: an existing `external_id` is refused with 403 `forbidden_error`. A `widget_id` must be one ' +
      'of your company’s widgets (else 422 `bad_request` naming it); it is kept on a new user.',
    created: { type: UserEnvelopeDto, description: 'A new user.' },
    ok: { type: UserEnvelopeDto, description: 'The user that already had this external_id.' },
    errors: [...CONNECT, ...JSON_BODY, 'forbidden_error'],
  })
  async create(
    @Body() body: CreateUserRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Envelope<UserJson>> {
    const { user, created } = await this.createUser.execute(principal, toCreateUserCommand(body));
    res.status(created ? 201 : 200);
    return successEnvelope(presentUser(user));
  }

  @Operation(Get(), {
    access: 'read', keys: 'private',
    id: 'findUserByExternalId', summary: 'Find a user by your external_id', description: 'The user of your company registered with this `external_id`.',
    ok: { type: UserEnvelopeDto }, errors: [...READ, 'bad_request', 'USER_NOT_FOUND'],
  })
  @ApiQuery({ name: 'external_id', required: true, schema: { type: 'string', minLength: 1, maxLength: MAX_EXTERNAL_ID_LENGTH }, example: 'worker-42' })
  async findByExternalId(@Query('external_id') externalId: unknown, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.findUserByExternalId.execute(principal, externalIdQuery(externalId))));
  }

  @Operation(Get(':user_id'), {
    access: 'read', keys: 'private',
    id: 'getUser', summary: 'Get a user', description: 'A user of your company; another company’s user is as absent as a missing one.',
    ok: { type: UserEnvelopeDto }, errors: [...READ, 'USER_NOT_FOUND'],
  })
  async get(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.getUser.execute(principal, userId)));
  }

  @Operation(Get(':user_id/accounts'), {
    access: 'read', keys: 'private',
    id: 'listUserAccounts', summary: "List a user's accounts", description: 'Every platform account of the user, oldest first.',
    ok: { type: UserAccountsEnvelopeDto }, errors: [...READ, 'USER_NOT_FOUND'],
  })
  async accounts(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserAccountsJson>> {
    return successEnvelope(presentUserAccounts(await this.listUserAccounts.execute(principal, userId), this.listPlatforms.execute()));
  }

  @Operation(Delete(':user_id'), {
    status: 200, access: 'manage', keys: 'private',
    id: 'deleteUser', summary: 'Delete a user', description: 'Deletes the user with all its accounts, earnings, profiles and employment records.',
    ok: { type: DeletedUserEnvelopeDto }, errors: [...MANAGE, 'USER_NOT_FOUND'],
  })
  async remove(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedUserJson>> {
    return successEnvelope(presentDeletedUser(await this.deleteUser.execute(principal, userId)));
  }
}
