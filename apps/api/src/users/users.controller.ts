import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { accountView, CreateUser, DomainError, isUuid, Principal, Repositories, userView } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import type { Response } from 'express';
import { REPOSITORIES } from '../app.tokens';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../auth/requires-access.decorator';
import { CreateUserRequestDto } from './dto/create-user.request';

@ApiTags('users')
@ApiSecurity('api-key')
@Controller('v1/users')
@UseGuards(ApiKeyGuard)
export class UsersController {
  constructor(
    @Inject(CreateUser) private readonly createUser: CreateUser,
    @Inject(REPOSITORIES) private readonly repos: Repositories,
  ) {}

  @Post()
  @RequiresAccess('connect')
  @ApiOperation({ summary: 'Register a user (201), or get the one with this external_id (200)' })
  async create(@Body() body: CreateUserRequestDto, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) res: Response) {
    const { user, created } = await this.createUser.execute(principal, body.external_id);
    res.status(created ? 201 : 200);
    return successEnvelope(userView(user));
  }

  @Get()
  @RequiresAccess('read')
  @ApiQuery({ name: 'external_id', required: true })
  @ApiOperation({ summary: 'Find a user by your external_id' })
  async findByExternalId(@Query('external_id') externalId: unknown, @CurrentPrincipal() principal: Principal) {
    if (typeof externalId !== 'string' || externalId === '') throw DomainError.badRequest('The external_id query parameter is required.', [{ field: 'external_id', message: 'is required' }]);
    const user = await this.repos.users.findByRef(principal.company.id, { externalId });
    if (!user) throw new DomainError('USER_NOT_FOUND', 'No user with that external_id in your company.');
    return successEnvelope(userView(user));
  }

  @Get(':user_id')
  @RequiresAccess('read')
  async get(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal) {
    return successEnvelope(userView(await this.userOf(principal, userId)));
  }

  @Get(':user_id/accounts')
  @RequiresAccess('read')
  @ApiOperation({ summary: "The user's accounts, oldest first" })
  async accounts(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal) {
    const user = await this.userOf(principal, userId);
    const accounts = await this.repos.accounts.listByUser(principal.company.id, user.id);
    return successEnvelope({ user_id: user.id, accounts: accounts.map(accountView) });
  }

  @Delete(':user_id')
  @HttpCode(200)
  @RequiresAccess('manage')
  @ApiOperation({ summary: 'Delete the user with all its accounts, earnings, profiles and employment records' })
  @ApiResponse({ status: 404, description: 'USER_NOT_FOUND' })
  async remove(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal) {
    const user = await this.userOf(principal, userId);
    await this.repos.users.delete(principal.company.id, user.id);
    return successEnvelope({ user_id: user.id, deleted: true });
  }

  private async userOf(principal: Principal, userId: string) {
    const user = isUuid(userId) ? await this.repos.users.findByRef(principal.company.id, { userId: userId.toLowerCase() }) : null;
    if (!user) throw new DomainError('USER_NOT_FOUND', 'No user with that id in your company.');
    return user;
  }
}
