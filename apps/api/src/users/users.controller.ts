import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CreateUser, DeleteUser, FindUserByExternalId, GetUser, ListUserAccounts, Principal } from '@gig/domain';
import type { Response } from 'express';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { Envelope, successEnvelope } from '../http/envelope';
import { CreateUserRequestDto } from './dto/create-user.request';
import { DeletedUserEnvelopeDto, UserAccountsEnvelopeDto, UserEnvelopeDto } from './dto/user.responses';
import { presentUserAccounts, UserAccountsJson } from './user-accounts.presenter';
import { DeletedUserJson, presentDeletedUser, presentUser, UserJson } from './user.presenter';

@ApiTags('users')
@ApiSecurity('api-key')
@Controller('v1/users')
@UseGuards(ApiKeyGuard)
export class UsersController {
  constructor(
    @Inject(CreateUser) private readonly createUser: CreateUser,
    @Inject(GetUser) private readonly getUser: GetUser,
    @Inject(FindUserByExternalId) private readonly findUserByExternalId: FindUserByExternalId,
    @Inject(ListUserAccounts) private readonly listUserAccounts: ListUserAccounts,
    @Inject(DeleteUser) private readonly deleteUser: DeleteUser,
  ) {}

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Register a user (201), or get the one with this external_id (200)' })
  @ApiResponse({ status: 201, type: UserEnvelopeDto })
  @ApiOkResponse({ type: UserEnvelopeDto })
  async create(
    @Body() body: CreateUserRequestDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Envelope<UserJson>> {
    const { user, created } = await this.createUser.execute(principal, body.external_id);
    res.status(created ? 201 : 200);
    return successEnvelope(presentUser(user));
  }

  @Get()
  @RequiresAccess('read')
  @ApiQuery({ name: 'external_id', required: true })
  @ApiOperation({ summary: 'Find a user by your external_id' })
  @ApiOkResponse({ type: UserEnvelopeDto })
  async findByExternalId(@Query('external_id') externalId: unknown, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.findUserByExternalId.execute(principal, externalId)));
  }

  @Get(':user_id')
  @RequiresAccess('read')
  @ApiOkResponse({ type: UserEnvelopeDto })
  async get(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserJson>> {
    return successEnvelope(presentUser(await this.getUser.execute(principal, userId)));
  }

  @Get(':user_id/accounts')
  @RequiresAccess('read')
  @ApiOperation({ summary: "The user's accounts, oldest first" })
  @ApiOkResponse({ type: UserAccountsEnvelopeDto })
  async accounts(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserAccountsJson>> {
    return successEnvelope(presentUserAccounts(await this.listUserAccounts.execute(principal, userId)));
  }

  @Delete(':user_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ summary: 'Delete the user with all its accounts, earnings, profiles and employment records' })
  @ApiOkResponse({ type: DeletedUserEnvelopeDto })
  @ApiResponse({ status: 404, description: 'USER_NOT_FOUND' })
  async remove(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedUserJson>> {
    return successEnvelope(presentDeletedUser(await this.deleteUser.execute(principal, userId)));
  }
}
